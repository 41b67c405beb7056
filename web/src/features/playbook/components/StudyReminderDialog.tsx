import { STUDY_REMINDER_MESSAGES } from '@chalktalk/domain';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useSendStudyReminderMutation } from '../playbookApi';
import type { PlaybookPlay } from '../playbook.types';

interface Props {
  teamId: string;
  plays: PlaybookPlay[];
  onClose: () => void;
}

/** Coaches remind the team to study chosen plays; the outcome text comes from the service (spec 2 §7). */
export function StudyReminderDialog({ teamId, plays, onClose }: Props) {
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(plays.map((play) => play.id)));
  const [send, { isLoading }] = useSendStudyReminderMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async () => {
    setError(null);
    try {
      const answer = await send({ teamId, plays: [...chosen] }).unwrap();
      setOutcome(answer.notified > 0 ? STUDY_REMINDER_MESSAGES.notified : STUDY_REMINDER_MESSAGES.noUsers);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <div className="playbook-dialog__backdrop">
      <div className="playbook-dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Study reminder</h2>
        {outcome ? (
          <p role="status">{outcome}</p>
        ) : (
          <fieldset className="playbook-reminder__plays">
            <legend>Plays to study</legend>
            {plays.map((play) => (
              <label key={play.id} className="field--checkbox">
                <input type="checkbox" checked={chosen.has(play.id)} onChange={() => toggle(play.id)} />{' '}
                {play.name}
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="playbook-dialog__buttons">
          <button type="button" className="button" onClick={onClose}>
            {outcome ? 'Close' : 'Cancel'}
          </button>
          {!outcome && (
            <button
              type="button"
              className="button button--primary"
              disabled={isLoading || chosen.size === 0}
              onClick={submit}
            >
              Send reminder
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
