import { loadPlay } from '@chalktalk/domain';
import { PlayPlayer } from '@chalktalk/play-render';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useTeamPath } from '../../teams/use-active-team';
import { useGetSharedPlayQuery, useGetTeamPlaybookQuery } from '../playbookApi';
import { isCoachRole, useTeamRoles } from '../use-team-role';

/**
 * /playbook/team?p&t: a team play. Opening it records the view. Read-only plays play back here;
 * editable ones also offer the editor (the designer's /playbook/play route).
 */
export function TeamPlayPage() {
  const [params] = useSearchParams();
  const teamId = params.get('t') ?? '';
  const playId = params.get('p') ?? '';
  const teamPath = useTeamPath();
  const { teams, roleOn } = useTeamRoles();
  const playbook = useGetTeamPlaybookQuery({ teamId }, { skip: !teamId });
  const item = playbook.data?.playbook.plays.find((play) => play.id === playId);
  const srcPlaybookId = params.get('src') ?? item?.playbookId ?? '';
  const shared = useGetSharedPlayQuery(
    { teamId, srcPlaybookId, playId },
    { skip: !srcPlaybookId || !playId },
  );
  const coach = isCoachRole(roleOn(teams.find((team) => team.id === teamId)));

  if (!teamId || !playId) return <p className="page muted">No play was chosen.</p>;
  const failure = playbook.error ?? shared.error;
  if (failure || (playbook.data && !item && !params.get('src'))) {
    return (
      <p className="page form-error" role="alert">
        {errorMessage(failure, 'This play is not in the team playbook.')}
      </p>
    );
  }
  if (!shared.data) return <p className="page muted">Loading the play…</p>;
  const loaded = loadPlay(shared.data.play);
  if (!loaded.ok) return <p className="page form-error">This play could not be read.</p>;
  const play = loaded.play;

  return (
    <section className="page">
      <h1>{play.name || 'Untitled play'}</h1>
      {play.description && <p>{play.description}</p>}
      <PlayPlayer play={play} />
      <p className="playbook-actions">
        {!shared.data.readOnly && (
          <Link
            className="button"
            to={teamPath(`/playbook/play?p=${playId}&src=${srcPlaybookId}&t=${teamId}`)}
          >
            Open in editor
          </Link>
        )}
        {coach && (
          <Link className="button" to={teamPath(`/playbook/usage?vd=${playId}`)}>
            Viewer details
          </Link>
        )}
        <Link to={teamPath('/playbook?pb=team')}>Back to the team playbook</Link>
      </p>
    </section>
  );
}
