import { EVALUATION_SHARE_TYPES, type EvaluationShareType } from '@chalktalk/domain';
import { LineChart, RadarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Anchor, Box, Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { DataTable, type Column } from '../../../components/DataTable';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useTeamPath } from '../../teams/use-active-team';
import { ratingTrend, sectionRadar } from '../evaluation-charts';
import { useGetPlayerEvaluationsQuery, useShareEvaluationMutation } from '../evaluationsApi';
import type { Evaluation } from '../evaluations.types';

export const SHARE_LABELS: Record<EvaluationShareType, string> = {
  NOONE: 'No one',
  PLAYER: 'Player',
  PLAYER_AND_CONTACTS: 'Player and contacts',
  CONTACTS: 'Contacts',
};

interface Props {
  teamId: string;
  rosterId: string;
  userId: string;
  /** Writes and shares evaluations (admins; coaches with COACHES_CAN_CREATE_EVALUATIONS). */
  canWrite: boolean;
  isAdmin: boolean;
}

/** The player overview's ratings: coaches' average and spread, a radar by section, the trend, the list. */
export function PlayerEvaluationsCard({ teamId, rosterId, userId, canWrite, isAdmin }: Props) {
  const teamPath = useTeamPath();
  const { data, error, isLoading } = useGetPlayerEvaluationsQuery({ teamId, rosterId });
  const [share] = useShareEvaluationMutation();
  const edit = (id?: string) => teamPath(`/team/player/evaluation/edit?p=${rosterId}${id ? `&e=${id}` : ''}`);

  if (isLoading) return null;
  // Someone who may see no evaluation of this player (a player looking at a team-mate) sees no card.
  if (error && (error as { code?: string }).code === 'G003') return null;

  const columns: Column<Evaluation>[] = [
    { key: 'date', header: 'Date', render: (e) => new Date(e.lastModified).toLocaleDateString() },
    { key: 'coach', header: 'Coach', render: (e) => e.authorName },
    { key: 'overall', header: 'Overall', render: (e) => e.overallRating ?? '–' },
    { key: 'version', header: 'Version', render: (e) => e.version },
    {
      key: 'share',
      header: 'Shared with',
      render: (e) =>
        canWrite ? (
          <NativeSelect
            aria-label={`Share the evaluation of ${new Date(e.createdDate).toLocaleDateString()} with`}
            size="xs"
            value={e.shareType}
            data={EVALUATION_SHARE_TYPES.map((value) => ({ value, label: SHARE_LABELS[value] }))}
            onChange={(event) =>
              void share({
                teamId,
                rosterId,
                evaluationId: e.id,
                shareType: event.currentTarget.value as EvaluationShareType,
              })
            }
          />
        ) : (
          SHARE_LABELS[e.shareType]
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: 'Edit',
            hiddenHeader: true,
            render: (e: Evaluation) =>
              e.authorId === userId || isAdmin ? (
                <Anchor component={Link} to={edit(e.id)} size="sm">
                  Edit
                </Anchor>
              ) : null,
          },
        ]
      : []),
  ];

  const radar = data ? sectionRadar(data) : [];
  const trend = data ? ratingTrend(data) : [];
  const agreement = data?.agreement;

  return (
    <SectionCard title="Ratings and evaluations" mb={0}>
      {error && <FormError message={errorMessage(error)} />}
      {canWrite && (
        <Button component={Link} to={edit()} leftSection={<IconPlus size={16} aria-hidden />} mb="md">
          New evaluation
        </Button>
      )}
      {!data || data.evaluations.length === 0 ? (
        <Text c="dimmed">No evaluations yet.</Text>
      ) : (
        <Stack gap="md">
          <Text data-testid="rating-agreement">
            {agreement && agreement.count > 1
              ? `Coaches' average ${agreement.average} from ${agreement.count} coaches (spread ±${agreement.spread}, ${agreement.min}–${agreement.max})`
              : `Overall rating ${agreement?.average ?? '–'}`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Box component="figure" m={0}>
              <Text component="figcaption" fw={700} size="sm" mb="xs">
                By section (% of the scale)
              </Text>
              <RadarChart
                h={240}
                data={radar}
                dataKey="section"
                withPolarRadiusAxis
                polarRadiusAxisProps={{ domain: [0, 100] }}
                // Room for the section names beside the web: at recharts' default 80 % a phone's card cut
                // "Intangibles" at its left edge.
                radarChartProps={{ outerRadius: '62%' }}
                series={[{ name: 'score', color: 'blue.7', opacity: 0.3, label: 'Score' }]}
              />
              <Text size="sm" c="dimmed" data-testid="section-scores">
                {radar.map((point) => `${point.section} ${point.score}`).join(' · ')}
              </Text>
            </Box>
            <Box component="figure" m={0}>
              <Text component="figcaption" fw={700} size="sm" mb="xs">
                Overall rating over time
              </Text>
              <LineChart
                h={240}
                data={trend}
                dataKey="date"
                yAxisProps={{ domain: [0, 100] }}
                series={[{ name: 'rating', color: 'orange.8', label: 'Overall' }]}
                curveType="linear"
              />
              <Text size="sm" c="dimmed">
                {trend.map((point) => `${point.date}: ${point.rating}`).join(' · ')}
              </Text>
            </Box>
          </SimpleGrid>
          <DataTable
            label="Evaluations"
            rows={data.evaluations}
            columns={columns}
            rowKey={(e) => e.id}
            titleColumn="date"
          />
        </Stack>
      )}
    </SectionCard>
  );
}

/** Share labels in a sentence (my evaluations page). */
export function shareLabel(type: EvaluationShareType): string {
  return SHARE_LABELS[type];
}
