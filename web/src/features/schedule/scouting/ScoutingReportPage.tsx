import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { Page } from '../../../components/Page';
import { usePageTitle } from '../../../config/EditionContext';
import { useTeamRights } from '../../roster/use-team-rights';
import { eventName, eventWhen } from '../event-labels';
import {
  useGetScoutingReportQuery,
  usePublishScoutingReportMutation,
  useSaveScoutingReportMutation,
} from './scoutingApi';
import type { ScoutingReportFields } from './scouting.types';
import { type PlaceSaveErrors, ScoutingReportEditor } from './ScoutingReportEditor';
import { ScoutingReportView } from './ScoutingReportView';

const message = (e: unknown, fallback: string) =>
  (e as { message?: string } | undefined)?.message ?? fallback;

/**
 * /schedule/scouting?ev (and /schedule/event/scouting-report/*?ev): a game's scouting report; with `edit` the
 * coaches' form (/schedule/scouting/edit?ev). Players see it once published.
 */
export function ScoutingReportPage({ edit }: { edit: boolean }) {
  usePageTitle('Scouting report');
  const rights = useTeamRights();
  const teamId = rights.team?.id ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const eventId = params.get('ev') ?? '';
  const found = useGetScoutingReportQuery({ teamId, eventId }, { skip: !teamId || !eventId });
  const [save, saving] = useSaveScoutingReportMutation();
  const [publish, publishing] = usePublishScoutingReportMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Spec 3 §3: the report's state holds showPublishedNotification.
  const [showPublishedNotification, setShowPublishedNotification] = useState(false);

  const search = (path: string) => `${path}?${params.toString()}`;
  const data = found.data;

  if (!eventId) return <Page title="Scouting report">Choose a game on the schedule.</Page>;
  if (!data)
    return (
      <Page title="Scouting report">
        <Text size="sm">
          {found.isError ? message(found.error, 'This scouting report could not be loaded.') : 'Loading…'}
        </Text>
      </Page>
    );

  const title = `Scouting report: ${data.event.opponent || eventName(data.event)}`;
  const submit = async (fields: ScoutingReportFields, andPublish: boolean, placeErrors: PlaceSaveErrors) => {
    setOutcome(null);
    try {
      const saved = await save({ teamId, eventId, report: fields }).unwrap();
      if (andPublish) {
        await publish({ teamId, eventId }).unwrap();
        setShowPublishedNotification(true);
      } else setOutcome({ ok: true, message: saved.message });
      navigate(search('/schedule/scouting'));
    } catch (e) {
      // An error naming a field (an invalid film link) shows beside it; only the rest goes to the top.
      const left = placeErrors(e);
      if (left) setOutcome({ ok: false, message: left });
    }
  };

  return (
    <Page
      title={title}
      actions={
        <Group gap="xs">
          <Button component={Link} variant="default" to={search('/schedule')}>
            Back to schedule
          </Button>
          {data.canEdit && !edit && (
            <Button component={Link} to={search('/schedule/scouting/edit')}>
              {data.report ? 'Edit report' : 'Write report'}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="md">
        <Group gap="xs">
          <Text>{eventWhen(data.event)}</Text>
          {data.report && (
            <Badge color={data.report.published ? 'green' : 'gray'}>
              {data.report.published ? 'Published' : 'Draft'}
            </Badge>
          )}
        </Group>
        {showPublishedNotification && (
          <Alert
            color="green"
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setShowPublishedNotification(false)}
          >
            Scouting report published. The team has been told.
          </Alert>
        )}
        <FormOutcome outcome={outcome} />
        {edit && data.canEdit ? (
          <ScoutingReportEditor
            key={data.report?.updatedAt ?? 'new'}
            sport={data.sport}
            statInputs={data.statInputs}
            busy={saving.isLoading || publishing.isLoading}
            initial={data.report ?? { ncaaYear: data.ncaaYearDefault, stats: {}, personnel: [], summary: '' }}
            onSave={submit}
          />
        ) : data.report ? (
          <>
            {data.canEdit && !data.report.published && (
              <Group>
                <Button
                  loading={publishing.isLoading}
                  onClick={async () => {
                    try {
                      await publish({ teamId, eventId }).unwrap();
                      setShowPublishedNotification(true);
                    } catch (e) {
                      setOutcome({ ok: false, message: message(e, 'The report could not be published.') });
                    }
                  }}
                >
                  Publish to the team
                </Button>
              </Group>
            )}
            <ScoutingReportView report={data.report} />
          </>
        ) : (
          <Text size="sm">
            {data.canEdit
              ? 'No scouting report for this game yet.'
              : 'No scouting report has been published for this game yet.'}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
