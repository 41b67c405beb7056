import { sportLineLabel } from '@chalktalk/domain';
import { useState } from 'react';
import { usePageTitle } from '../../config/EditionContext';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { CreateProgramForm } from './components/CreateProgramForm';
import { ProgramAdmins } from './components/ProgramAdmins';
import { ProgramBranding } from './components/ProgramBranding';
import { ProgramTeamsEditor } from './components/ProgramTeamsEditor';
import type { Program, Team } from './teams.types';
import { ProgramLogo } from './components/ProgramLogo';
import { TeamLogo } from './components/TeamLogo';
import { StatusBadge } from './components/StatusBadge';
import { groupTeamsByProgram } from './group-teams';
import { isTeamActive } from './team-access';
import { useRetrieveTeamsQuery } from './teamsApi';
import { useActiveTeam } from './use-active-team';

const isProgramAdmin = (program: Program, userId: string | undefined) =>
  userId !== undefined && (program.ownerId === userId || program.admins?.[userId] === true);

/** Rename, resport, add and remove teams; colours and logo. Only program admins see these. */
function ProgramAdminTools({ program, teams }: { program: Program; teams: Team[] }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="program-card__admin">
      {editing ? (
        <ProgramTeamsEditor program={program} teams={teams} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Edit teams
        </button>
      )}
      <ProgramBranding program={program} />
      <ProgramAdmins program={program} />
    </div>
  );
}

export function ManageTeamsPage() {
  usePageTitle('Manage Teams');
  const user = useAppSelector(selectUser);
  const { data, isLoading, isError } = useRetrieveTeamsQuery();
  const { selectTeam } = useActiveTeam();
  const [created, setCreated] = useState<string | null>(null);
  const groups = groupTeamsByProgram(data);
  const anyInactive = groups.some((group) => group.teams.some((team) => !isTeamActive(team)));

  return (
    <section className="page">
      <h1>Manage teams</h1>
      {created && (
        <p className="form-success" role="status">
          {created} was created.
        </p>
      )}
      {isLoading && <p className="muted">Loading your teams…</p>}
      {isError && <p className="form-error">Your teams could not be loaded.</p>}
      {data && groups.length === 0 && <p className="muted">You have no programs yet. Create one below.</p>}
      {groups.map((group) => (
        <article
          key={group.program?.id ?? 'other'}
          className="card program-card"
          aria-label={group.program?.name ?? 'Teams'}
        >
          <header className="program-group__header">
            <ProgramLogo program={group.program} />
            <h2 className="program-group__name">{group.program?.name ?? 'Other teams'}</h2>
            <StatusBadge active={group.active} />
          </header>
          {group.program && isProgramAdmin(group.program, user?.id) && (
            <ProgramAdminTools program={group.program} teams={group.teams} />
          )}
          <ul className="program-card__teams">
            {group.teams.map((team) => (
              <li key={team.id}>
                {/* One cell: the card styles its first span as the name column. */}
                <span className="program-card__team-name">
                  <TeamLogo team={team} /> <span>{team.name}</span>
                </span>
                <span className="muted">{sportLineLabel(team.sport)}</span>
                <StatusBadge active={isTeamActive(team)} />
              </li>
            ))}
          </ul>
        </article>
      ))}
      {anyInactive && (
        <p className="note">
          New teams start inactive. Setting up billing for a team activates it and unlocks its schedule,
          roster and documents.
        </p>
      )}
      <CreateProgramForm
        onCreated={({ program, teams }) => {
          setCreated(program.name);
          if (teams[0]) selectTeam(teams[0].id);
        }}
      />
    </section>
  );
}
