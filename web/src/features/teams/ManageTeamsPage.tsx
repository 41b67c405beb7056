import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { sportLineLabel } from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { Page } from '../../components/Page';
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
    <Box mb="md">
      {editing ? (
        <ProgramTeamsEditor program={program} teams={teams} onDone={() => setEditing(false)} />
      ) : (
        <Group gap="sm">
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit teams
          </Button>
          <Button
            component={Link}
            to={`/profile/subscriptions/manage/webhooks?p=${encodeURIComponent(program.id)}`}
            variant="default"
          >
            Webhooks
          </Button>
        </Group>
      )}
      <ProgramBranding program={program} />
      <ProgramAdmins program={program} />
    </Box>
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
    <Page
      title="Manage teams"
      actions={
        <Group gap="sm">
          <Button component={Link} to="/profile/subscriptions/billing" variant="default">
            Billing
          </Button>
          <Button component={Link} to="/profile/subscriptions/manage/create">
            Create subscription
          </Button>
        </Group>
      }
    >
      {created && (
        <Alert role="status" color="green" variant="light" mb="md">
          {created} was created.
        </Alert>
      )}
      {isLoading && <Text c="dimmed">Loading your teams…</Text>}
      {isError && <FormError message="Your teams could not be loaded." />}
      {data && groups.length === 0 && <Text c="dimmed">You have no programs yet. Create one below.</Text>}
      {groups.map((group) => (
        <Paper
          component="article"
          withBorder
          p="lg"
          mb="md"
          key={group.program?.id ?? 'other'}
          aria-label={group.program?.name ?? 'Teams'}
        >
          <Group gap="sm" mb="md" wrap="nowrap">
            <ProgramLogo program={group.program} />
            <Title order={2} size="h3" style={{ flex: 1, minWidth: 0 }}>
              {group.program?.name ?? 'Other teams'}
            </Title>
            <StatusBadge active={group.active} />
          </Group>
          {group.program && isProgramAdmin(group.program, user?.id) && (
            <ProgramAdminTools program={group.program} teams={group.teams} />
          )}
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.teams.map((team) => (
              <Group component="li" key={team.id} gap="sm" wrap="nowrap">
                <TeamLogo team={team} />
                {/* Name over sport: on a phone the row has room for one of them across. */}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {team.name}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {sportLineLabel(team.sport)}
                  </Text>
                </div>
                <StatusBadge active={isTeamActive(team)} />
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {anyInactive && (
        <Note>
          New teams start inactive. Setting up billing for a team activates it and unlocks its schedule,
          roster and documents.
        </Note>
      )}
      <CreateProgramForm
        onCreated={({ program, teams }) => {
          setCreated(program.name);
          if (teams[0]) selectTeam(teams[0].id);
        }}
      />
    </Page>
  );
}
