import { Anchor, Badge, Button, Group, Pagination, Text } from '@mantine/core';
import { REPORT_WEIGHT_TO_HIDE } from '@chalktalk/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { type Column, DataTable } from '../../components/DataTable';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { pageParam } from './CommunitySectionPage';
import { SectionCard } from '../../components/SectionCard';
import { useConfirm } from '../../components/use-confirm';
import { communityPlayPath } from './community-paths';
import {
  type ReportedItem,
  type ReviewReportInput,
  useGetReportedItemsQuery,
  useReviewReportMutation,
} from './communityApi';

const QUESTIONS: Record<ReviewReportInput['decision'], Record<ReportedItem['kind'], string>> = {
  RESTORE: {
    PLAY: 'Restore this play? It is listed again and its reports are rejected.',
    COMMENT: 'Restore this comment? It is shown again and its reports are rejected.',
  },
  REMOVE: {
    PLAY: 'Remove this play? It is taken down from the community and its reports are upheld.',
    COMMENT: 'Remove this comment? It is deleted for good and its reports are upheld.',
  },
};

/**
 * /community/review: the hidden or reported plays and comments the user may review (community moderators: all;
 * program admins: their program's plays and the comments on them), each with Restore and Remove; plays whose
 * author asked for review come first. Each shows what its reports weigh against the threshold that hides.
 */
export function CommunityReviewPage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('pg'));
  const { data, error, isLoading } = useGetReportedItemsQuery({ page });
  const [review, { isLoading: reviewing }] = useReviewReportMutation();
  const confirm = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);

  const decide = async (item: ReportedItem, decision: ReviewReportInput['decision']) => {
    const label = decision === 'RESTORE' ? 'Restore' : 'Remove';
    const title = `${label} ${item.kind === 'PLAY' ? 'play' : 'comment'}`;
    if (!(await confirm({ title, message: QUESTIONS[decision][item.kind], confirmLabel: label }))) return;
    setFailure(null);
    const result = await review({ kind: item.kind, id: item.id, decision, playId: item.playId });
    if ('error' in result) setFailure(errorMessage(result.error));
  };

  const columns: Column<ReportedItem>[] = [
    {
      key: 'item',
      header: 'Reported',
      render: (item) =>
        item.kind === 'COMMENT' ? (
          <Text component="span" style={{ overflowWrap: 'anywhere' }}>
            “{item.text}”
          </Text>
        ) : (
          <Anchor component={Link} to={communityPlayPath(item.playId)}>
            {item.playName}
          </Anchor>
        ),
    },
    {
      key: 'where',
      header: 'Where',
      render: (item) =>
        item.kind === 'COMMENT' ? (
          <>
            Comment by {item.authorScreenName ?? 'someone'} on{' '}
            <Anchor component={Link} to={communityPlayPath(item.playId)}>
              {item.playName}
            </Anchor>
          </>
        ) : (
          `Play by ${item.authorScreenName ?? 'someone'}`
        ),
    },
    {
      key: 'reports',
      header: 'Reports',
      render: (item) => (
        <Group gap="xs" wrap="wrap">
          <Text component="span" size="sm">
            {item.reports} {item.reports === 1 ? 'report' : 'reports'}, weight {item.weight} of{' '}
            {REPORT_WEIGHT_TO_HIDE}
            {item.reasons.length > 0 && `: ${[...new Set(item.reasons)].join(', ')}`}
          </Text>
          {item.hidden && (
            <Badge color="red" variant="light">
              Hidden
            </Badge>
          )}
          {item.reviewRequested && (
            <Badge color="blue" variant="light">
              Review requested
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Review',
      hiddenHeader: true,
      render: (item) => {
        const what =
          item.kind === 'PLAY' ? item.playName : `the comment by ${item.authorScreenName ?? 'someone'}`;
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              disabled={reviewing}
              aria-label={`Restore ${what}`}
              onClick={() => void decide(item, 'RESTORE')}
            >
              Restore
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={reviewing}
              aria-label={`Remove ${what}`}
              onClick={() => void decide(item, 'REMOVE')}
            >
              Remove
            </Button>
          </Group>
        );
      },
    },
  ];

  return (
    <Page
      title="Review reports"
      actions={
        <Anchor component={Link} to="/community">
          Back to the community
        </Anchor>
      }
    >
      {error && <FormError message={errorMessage(error)} />}
      <FormError message={failure} />
      {isLoading && <Text c="dimmed">Loading the reports…</Text>}
      {data && (
        <SectionCard title="Reported plays and comments">
          {data.items.length === 0 ? (
            <Text c="dimmed">Nothing to review.</Text>
          ) : (
            <DataTable
              label="Reported plays and comments"
              rows={data.items}
              columns={columns}
              rowKey={(item) => `${item.kind}-${item.id}`}
            />
          )}
          {data.estimatedPages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={data.estimatedPages}
                value={page}
                onChange={(next) => setParams({ pg: String(next) })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            </Group>
          )}
        </SectionCard>
      )}
    </Page>
  );
}
