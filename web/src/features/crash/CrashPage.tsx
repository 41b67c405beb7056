import { CRASH_PAGE_MESSAGES, errorCodeLine, TIMINGS } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { useEdition } from '../../config/EditionContext';
import type { CrashDetails } from './crash-details';
import { useSendDeveloperNoteMutation } from './crashApi';

/** Spec 1 §8: refresh reloads after 1 second. */
export const RELOAD_DELAY_MS = TIMINGS.crashPageReloadDelayMs;

function DeveloperNoteForm({ details }: { details: CrashDetails }) {
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [send, { isLoading }] = useSendDeveloperNoteMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    setFailed(false);
    try {
      await send({
        note: note.trim(),
        error: `${details.code}-${details.ref}: ${details.message ?? ''}`,
      }).unwrap();
      setSent(true);
    } catch {
      setFailed(true);
    }
  };

  if (sent) {
    return (
      <p className="form-success" role="status">
        {CRASH_PAGE_MESSAGES.developerNoteThanks}
      </p>
    );
  }
  return (
    <form className="crash__note" onSubmit={onSubmit}>
      <label htmlFor="developer-note">{CRASH_PAGE_MESSAGES.developerNotePrompt}</label>
      <textarea
        id="developer-note"
        placeholder="Add Note"
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {failed && (
        <p className="form-error" role="alert">
          Your note could not be sent. Please try again.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isLoading || !note.trim()}>
        Send
      </button>
    </form>
  );
}

const reloadPage = () => window.location.reload();

export function CrashPage({ details, reload = reloadPage }: { details: CrashDetails; reload?: () => void }) {
  const { supportEmail } = useEdition();
  const [reloading, setReloading] = useState(false);

  const refresh = () => {
    setReloading(true);
    setTimeout(reload, RELOAD_DELAY_MS);
  };

  return (
    <div className="crash" role="alert">
      <h1>{details.message ?? CRASH_PAGE_MESSAGES.fallback}</h1>
      <p>
        {details.extendedMessage ?? (
          <>
            If this keeps happening, contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </>
        )}
      </p>
      <p className="crash__code">{errorCodeLine(`${details.code}-${details.ref}`)}</p>
      <DeveloperNoteForm details={details} />
      <div className="crash__actions">
        <button type="button" className="button" onClick={refresh} disabled={reloading}>
          {reloading ? 'Refreshing…' : 'Refresh'}
        </button>
        {/* A full page load: the crashed tree may hold broken state. */}
        <a className="button button--primary" href="/feed">
          Home
        </a>
      </div>
    </div>
  );
}
