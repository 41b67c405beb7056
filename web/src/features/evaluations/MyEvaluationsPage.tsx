import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/FormOutcome';
import { SectionCard } from '../../components/SectionCard';
import { allTeams } from '../teams/team-access';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { useTeamPath } from '../teams/use-active-team';
import { EvaluationDetail } from './components/EvaluationDetail';
import { useGetMyEvaluationsQuery } from './evaluationsApi';

export const NO_SHARED_EVALUATIONS = 'No evaluations have been shared with you yet.';

/** /profile/account/evaluations?e=<evaluation id>: what coaches shared with me (as a player or a contact). */
export function MyEvaluationsPage() {
  const [params] = useSearchParams();
  const selected = params.get('e');
  const teamPath = useTeamPath();
  const { data, error, isLoading } = useGetMyEvaluationsQuery();
  const teams = useRetrieveTeamsQuery();
  const teamName = new Map(allTeams(teams.data).map((team) => [team.id, team.name]));
  if (isLoading) return <Text c="dimmed">Loading…</Text>;
  if (error) return <FormError message={errorMessage(error)} />;
  const evaluations = data?.evaluations ?? [];
  const current = evaluations.find((e) => e.id === selected) ?? evaluations[0];
  if (!current) return <Text c="dimmed">{NO_SHARED_EVALUATIONS}</Text>;
  return (
    <Stack gap="md">
      <Stack component="nav" aria-label="My evaluations" gap={4}>
        {evaluations.map((e) => (
          <Anchor
            key={e.id}
            component={Link}
            to={teamPath(`/profile/account/evaluations?e=${e.id}`)}
            aria-current={e.id === current.id ? 'page' : undefined}
            fw={e.id === current.id ? 700 : 400}
          >
            {e.playerName || 'Player'}
            {teamName.has(e.teamId) ? ` (${teamName.get(e.teamId)})` : ''}:{' '}
            {new Date(e.lastModified).toLocaleDateString()} · overall {e.overallRating ?? '–'}
          </Anchor>
        ))}
      </Stack>
      <SectionCard title={`Evaluation of ${current.playerName || 'the player'}`} mb={0}>
        <Paper>
          <EvaluationDetail evaluation={current} revisions={data!.templateRevisions} />
        </Paper>
      </SectionCard>
    </Stack>
  );
}
