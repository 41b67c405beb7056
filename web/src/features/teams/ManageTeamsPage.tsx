import { sportLineLabel } from '@chalktalk/domain';
import { useState } from 'react';
import { usePageTitle } from '../../config/EditionContext';
import { CreateProgramForm } from './components/CreateProgramForm';
import { ProgramLogo } from './components/ProgramLogo';
import { StatusBadge } from './components/StatusBadge';
import { groupTeamsByProgram } from './group-teams';
import { isTeamActive } from './team-access';
import { useRetrieveTeamsQuery } from './teamsApi';
import { useActiveTeam } from './use-active-team';

export function ManageTeamsPage() {
  usePageTitle('Manage Teams');
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
          <ul className="program-card__teams">
            {group.teams.map((team) => (
              <li key={team.id}>
                <span>{team.name}</span>
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
