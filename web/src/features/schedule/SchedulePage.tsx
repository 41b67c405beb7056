import '@mantine/dates/styles.css';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCalendarShare, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { isProgramAdmin } from '@chalktalk/domain';
import { Link, useSearchParams } from 'react-router';
import { FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { usePageTitle } from '../../config/EditionContext';
import { usePhoneLayout } from '../../theme/use-phone-layout';
import { useProfileFlagOnView } from '../profile/use-profile-flag-on-view';
import { useTeamRights } from '../roster/use-team-rights';
import { BulkEditModal } from './components/BulkEditModal';
import { CalendarFeedDialog } from './components/CalendarFeedDialog';
import { EventCard } from './components/EventCard';
import { EventDetailsModal } from './components/EventDetailsModal';
import { EventFormModal } from './components/EventFormModal';
import { EventTypesAndPlaces } from './components/EventTypesAndPlaces';
import { MonthView } from './components/MonthView';
import { PhoneScheduleToolbar } from './components/PhoneScheduleToolbar';
import { type ScheduleView, ScheduleViewSwitch } from './components/ScheduleViewSwitch';
import { PracticeTemplates } from './components/PracticeTemplates';
import { SeasonAttendance } from './components/SeasonAttendance';
import { TeamTimeZone } from './components/TeamTimeZone';
import { useGetScheduleQuery } from './scheduleApi';
import type { ScheduleEvent } from './schedule.types';

/**
 * /schedule: the team's events as a list (upcoming, the past on request) or a month, with event details (ev). On a
 * phone the actions sit in one toolbar row (PhoneScheduleToolbar) and the time zone under the events, so the first
 * event shows above the fold.
 */
export function SchedulePage() {
  usePageTitle('Schedule');
  const phone = usePhoneLayout();
  const rights = useTeamRights();
  const teamId = rights.team?.id ?? null;
  const [params, setParams] = useSearchParams();
  const ev = params.get('ev');
  // Spec 1 §2: st = the tab shown, feed or practice templates; anything else is the feed.
  const tab = params.get('st') === 'practice templates' && rights.canEdit ? 'practice templates' : 'feed';
  const setTab = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('st', value);
      return next;
    });
  const [view, setView] = useState<ScheduleView>('list');
  const [past, setPast] = useState(false);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [editing, setEditing] = useState<ScheduleEvent | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);
  // Select mode of the list (bulk edit, editors): the chosen event ids.
  const [selected, setSelected] = useState<string[] | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const upcoming = useGetScheduleQuery({ teamId: teamId ?? '' }, { skip: !teamId });
  useProfileFlagOnView('VIEWED_SCHEDULE', !!upcoming.data);
  const timeZone = upcoming.data?.timeZone ?? rights.team?.timeZone ?? 'America/New_York';

  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('ev', id);
      else next.delete('ev');
      return next;
    });

  if (!teamId) return <Page title="Schedule">Choose a team to see its schedule.</Page>;

  const clubCalendarTo =
    rights.program && isProgramAdmin(rights.program, rights.userId ?? '')
      ? `/schedule/club?t=${teamId}`
      : undefined;
  const timeZoneControl = (
    <TeamTimeZone teamId={teamId} timeZone={timeZone} canEdit={rights.canEdit} onOutcome={setOutcome} />
  );

  return (
    <Page
      title="Schedule"
      actions={
        phone ? (
          <PhoneScheduleToolbar
            view={tab === 'feed' ? { value: view, onChange: setView } : undefined}
            onNewEvent={rights.canEdit ? () => setEditing(null) : undefined}
            onSelectEvents={
              rights.canEdit && tab === 'feed' && upcoming.data?.events.length
                ? () => {
                    setView('list');
                    setSelected([]);
                  }
                : undefined
            }
            otherTab={
              rights.canEdit
                ? tab === 'feed'
                  ? { label: 'Practice templates', onOpen: () => setTab('practice templates') }
                  : { label: 'Feed', onOpen: () => setTab('feed') }
                : undefined
            }
            onEventTypes={rights.canEdit ? () => setTypesOpen(true) : undefined}
            onCalendarFeed={() => setFeedOpen(true)}
            clubCalendarTo={clubCalendarTo}
          />
        ) : (
          <Group gap="xs">
            {clubCalendarTo && (
              <Button component={Link} variant="default" to={clubCalendarTo}>
                Club calendar
              </Button>
            )}
            {rights.canEdit && (
              <Button variant="default" onClick={() => setTypesOpen(true)}>
                Event types and places
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconCalendarShare size={16} aria-hidden />}
              onClick={() => setFeedOpen(true)}
            >
              Calendar feed
            </Button>
            {rights.canEdit && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
                New event
              </Button>
            )}
          </Group>
        )
      }
    >
      <Stack gap="md">
        <FormOutcome outcome={outcome} />
        {rights.canEdit && !phone && (
          <SegmentedControl
            aria-label="Schedule tab"
            value={tab}
            onChange={setTab}
            data={[
              { value: 'feed', label: 'Feed' },
              { value: 'practice templates', label: 'Practice templates' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {tab === 'practice templates' ? (
          <PracticeTemplates teamId={teamId} />
        ) : (
          <>
            {!phone && (
              <Group justify="space-between" wrap="wrap" gap="xs">
                <ScheduleViewSwitch value={view} onChange={setView} />
                {timeZoneControl}
              </Group>
            )}
            {view === 'month' ? (
              <MonthView source={{ teamId }} timeZone={timeZone} onOpen={open} />
            ) : (
              <Stack gap="xs" component="section" aria-label="Upcoming events">
                {upcoming.data?.events.length === 0 && <Text size="sm">No upcoming events.</Text>}
                {rights.canEdit && !!upcoming.data?.events.length && (!phone || selected) && (
                  <SelectBar
                    selected={selected}
                    events={upcoming.data.events}
                    onChange={setSelected}
                    onEdit={() => setBulkOpen(true)}
                  />
                )}
                {upcoming.data?.events.map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    onOpen={open}
                    selection={
                      selected
                        ? {
                            checked: selected.includes(event.id),
                            onChange: (checked) =>
                              setSelected(
                                checked ? [...selected, event.id] : selected.filter((id) => id !== event.id),
                              ),
                          }
                        : undefined
                    }
                  />
                ))}
                {!past ? (
                  <Button variant="subtle" onClick={() => setPast(true)} style={{ alignSelf: 'flex-start' }}>
                    Show past events
                  </Button>
                ) : (
                  <Stack gap="xs" component="section" aria-label="Past events">
                    <Text fw={600}>Past events</Text>
                    {cursors.map((cursor, index) => (
                      <PastPage
                        key={cursor ?? 'first'}
                        teamId={teamId}
                        cursor={cursor}
                        last={index === cursors.length - 1}
                        onMore={(next) => setCursors([...cursors, next])}
                        onOpen={open}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
            )}
            {phone && timeZoneControl}
            <SeasonAttendance teamId={teamId} />
          </>
        )}
      </Stack>
      <EventDetailsModal
        teamId={teamId}
        eventId={ev}
        onClose={() => open(null)}
        onEdit={(event) => setEditing(event)}
      />
      <BulkEditModal
        teamId={teamId}
        eventIds={selected ?? []}
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onSaved={(message) => {
          setSelected(null);
          setOutcome({ ok: true, message });
        }}
      />
      <CalendarFeedDialog teamId={teamId} opened={feedOpen} onClose={() => setFeedOpen(false)} />
      {rights.canEdit && (
        <EventTypesAndPlaces teamId={teamId} opened={typesOpen} onClose={() => setTypesOpen(false)} />
      )}
      <EventFormModal
        teamId={teamId}
        event={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(message) => setOutcome({ ok: true, message })}
      />
    </Page>
  );
}

/** One page of past events (newest first); the last page offers the next. */
function PastPage(props: {
  teamId: string;
  cursor: string | undefined;
  last: boolean;
  onMore: (cursor: string) => void;
  onOpen: (id: string) => void;
}) {
  const page = useGetScheduleQuery({ teamId: props.teamId, past: true, cursor: props.cursor });
  if (!page.data) return null;
  return (
    <>
      {page.data.events.length === 0 && !props.cursor && <Text size="sm">No past events.</Text>}
      {page.data.events.map((event) => (
        <EventCard key={event.id} event={event} onOpen={props.onOpen} />
      ))}
      {props.last && page.data.nextCursor && (
        <Button
          variant="subtle"
          onClick={() => props.onMore(page.data!.nextCursor!)}
          style={{ alignSelf: 'flex-start' }}
        >
          Load more
        </Button>
      )}
    </>
  );
}

/**
 * Bulk edit's selection (spec 1: bulk create and edit): "Select events" turns boxes on in the upcoming list; "Select
 * the series" adds the listed events of the chosen events' series; "Edit selected" opens the bulk form.
 */
function SelectBar(props: {
  selected: string[] | null;
  events: ScheduleEvent[];
  onChange: (selected: string[] | null) => void;
  onEdit: () => void;
}) {
  const { selected, events, onChange, onEdit } = props;
  if (!selected)
    return (
      <Button variant="default" onClick={() => onChange([])} style={{ alignSelf: 'flex-start' }}>
        Select events
      </Button>
    );
  const series = new Set(
    events.filter((e) => selected.includes(e.id) && e.seriesId).map((e) => e.seriesId as string),
  );
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{selected.length} selected</Text>
      <Button
        variant="default"
        disabled={series.size === 0}
        onClick={() =>
          onChange([
            ...new Set([
              ...selected,
              ...events.filter((e) => e.seriesId && series.has(e.seriesId)).map((e) => e.id),
            ]),
          ])
        }
      >
        Select the series
      </Button>
      <Button disabled={selected.length === 0} onClick={onEdit}>
        Edit selected
      </Button>
      <Button variant="subtle" onClick={() => onChange(null)}>
        Done
      </Button>
    </Group>
  );
}
