import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import { isProgramAdmin } from '@chalktalk/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/Page';
import { usePageTitle } from '../../config/EditionContext';
import { useTeamRights } from '../roster/use-team-rights';
import { allTeams } from '../teams/team-access';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { MonthView } from './components/MonthView';

/**
 * /schedule/club: the program admin's club calendar, every team's events of the month in one view, filtered by
 * team. An event opens on its own team's schedule.
 */
export function ClubCalendarPage() {
  usePageTitle('Club calendar');
  const rights = useTeamRights();
  const navigate = useNavigate();
  const program = rights.program;
  const timeZone = rights.team?.timeZone ?? 'America/New_York';
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const mine = useRetrieveTeamsQuery();
  const teamOptions = allTeams(mine.data)
    .filter((team) => program?.teams.includes(team.id))
    .map((team) => ({ value: team.id, label: team.name }));

  if (!program || !isProgramAdmin(program, rights.userId ?? ''))
    return <Page title="Club calendar">The club calendar is for the program&apos;s administrators.</Page>;

  return (
    <Page
      title={`Club calendar: ${program.name}`}
      actions={
        <Button component={Link} variant="default" to={`/schedule?t=${rights.team?.id ?? ''}`}>
          Back to schedule
        </Button>
      }
    >
      <Stack gap="md">
        <MultiSelect
          label="Teams"
          placeholder={teamIds.length ? undefined : 'All teams'}
          data={teamOptions}
          value={teamIds}
          onChange={setTeamIds}
          clearable
          searchable
          maw={480}
        />
        <Text size="sm">Times in {timeZone}</Text>
        <MonthView
          source={{ programId: program.id }}
          timeZone={timeZone}
          teamIds={teamIds}
          onOpen={(id, event) => navigate(`/schedule?t=${event.teamId}&ev=${id}`)}
        />
      </Stack>
    </Page>
  );
}
