import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/authSlice';
import { useTeamPath } from '../../teams/use-active-team';
import { useGetViewerDetailsQuery, useGetViewershipProfileQuery } from '../playbookApi';
import '../playbook.css';
import { type NamedPerson, personLabel } from './person-label';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** /playbook/usage: who viewed a play (vd=), or one person's viewership on the team (person=). */
export function UsagePage() {
  const [params] = useSearchParams();
  const teamId = params.get('t');
  const playId = params.get('vd');
  const person = params.get('person');
  if (!teamId) return <p className="page muted">Choose a team to see who viewed its plays.</p>;
  if (person) return <ViewershipProfileView teamId={teamId} personUID={person} />;
  if (playId) return <ViewerDetailsView teamId={teamId} playId={playId} />;
  return <p className="page muted">Choose a play to see who viewed it.</p>;
}

function usePersonLabel() {
  const me = useAppSelector(selectUser);
  return (person: NamedPerson) => personLabel(person, me?.id);
}

function ViewerDetailsView({ teamId, playId }: { teamId: string; playId: string }) {
  const { data, error, isLoading } = useGetViewerDetailsQuery({ teamId, playId });
  const teamPath = useTeamPath();
  const label = usePersonLabel();
  const personPath = (userId: string) => teamPath(`/playbook/usage?person=${encodeURIComponent(userId)}`);
  if (isLoading) return <p className="page muted">Loading viewers…</p>;
  if (!data)
    return <p className="page form-error">{errorMessage(error, 'The viewers could not be loaded.')}</p>;
  return (
    <section className="page page--narrow">
      <h1>Viewers of {data.name}</h1>
      <p>
        {data.viewerCount} viewer{data.viewerCount === 1 ? '' : 's'}
      </p>
      <table className="playbook-table" aria-label="Viewed">
        <thead>
          <tr>
            <th>Person</th>
            <th>Views</th>
            <th>First viewed</th>
            <th>Last viewed</th>
          </tr>
        </thead>
        <tbody>
          {data.viewers.map((viewer) => (
            <tr key={viewer.userId}>
              <td>
                <Link to={personPath(viewer.userId)}>{label(viewer)}</Link>
              </td>
              <td>{viewer.views}</td>
              <td>{when(viewer.firstViewed)}</td>
              <td>{when(viewer.lastViewed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Not viewed yet</h2>
      {data.notViewed.length === 0 ? (
        <p className="muted">Everyone who can see this play has viewed it.</p>
      ) : (
        <ul aria-label="Not viewed">
          {data.notViewed.map((member) => (
            <li key={member.userId}>
              <Link to={personPath(member.userId)}>{label(member)}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={teamPath('/playbook?pb=team')}>Back to the team playbook</Link>
      </p>
    </section>
  );
}

function ViewershipProfileView({ teamId, personUID }: { teamId: string; personUID: string }) {
  const { data, error, isLoading } = useGetViewershipProfileQuery({ teamId, personUID });
  const teamPath = useTeamPath();
  const label = usePersonLabel();
  if (isLoading) return <p className="page muted">Loading…</p>;
  if (!data)
    return <p className="page form-error">{errorMessage(error, 'The profile could not be loaded.')}</p>;
  return (
    <section className="page page--narrow">
      <h1>Viewership of {label({ ...data, userId: data.personUID })}</h1>
      <p>
        Viewed {data.viewedCount} of {data.playCount} play{data.playCount === 1 ? '' : 's'}
      </p>
      <table className="playbook-table" aria-label="Plays">
        <thead>
          <tr>
            <th>Play</th>
            <th>Viewed</th>
            <th>Views</th>
            <th>Last viewed</th>
          </tr>
        </thead>
        <tbody>
          {data.plays.map((play) => (
            <tr key={play.playId}>
              <td>
                <Link to={teamPath(`/playbook/usage?vd=${play.playId}`)}>{play.name}</Link>
              </td>
              <td>{play.viewed ? 'Yes' : 'No'}</td>
              <td>{play.views}</td>
              <td>{when(play.lastViewed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
