import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { useConfirm } from '../../../components/use-confirm';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import { EVENT_TYPE_COLORS, EVENT_TYPE_LABELS, eventName, eventWhen, RSVP_LABELS } from '../event-labels';
import {
  useApplyPracticeTemplateMutation,
  useGetPracticeTemplatesQuery,
  useDeleteEventMutation,
  useGetEventQuery,
  useGetRsvpDetailsQuery,
  useNudgeRsvpMutation,
  useSaveEventMutation,
  useSendEventReminderMutation,
} from '../scheduleApi';
import type { ScheduleEvent } from '../schedule.types';
import { phaseStarts } from '../practice-plan';
import { AttendanceModal } from './AttendanceModal';
import { RsvpControl } from './RsvpControl';

interface Props {
  teamId: string;
  eventId: string | null;
  onClose: () => void;
  onEdit: (event: ScheduleEvent) => void;
}

const message = (e: unknown, fallback: string) =>
  (e as { message?: string } | undefined)?.message ?? fallback;

/** Event details (ev=): what, when, where, the RSVP with counts and who has not answered, the coach's actions. */
export function EventDetailsModal({ teamId, eventId, onClose, onEdit }: Props) {
  const phone = usePhoneLayout();
  const confirm = useConfirm();
  const opened = Boolean(eventId);
  const found = useGetEventQuery({ teamId, eventId: eventId ?? '' }, { skip: !eventId });
  const details = useGetRsvpDetailsQuery({ teamId, eventId: eventId ?? '' }, { skip: !eventId });
  const [sendReminder, reminding] = useSendEventReminderMutation();
  const [nudge, nudging] = useNudgeRsvpMutation();
  const [saveEvent] = useSaveEventMutation();
  const [deleteEvent] = useDeleteEventMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [applyTemplate] = useApplyPracticeTemplateMutation();
  const templates = useGetPracticeTemplatesQuery(teamId, { skip: !eventId || !found.data?.canEdit });
  const [attendance, setAttendance] = useState(false);
  const event = found.data?.event;
  const canEdit = found.data?.canEdit ?? false;
  const rsvp = details.data?.rsvpDetails;

  const act = async (work: () => Promise<{ message: string }>, fallback: string) => {
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: (await work()).message });
    } catch (e) {
      setOutcome({ ok: false, message: message(e, fallback) });
    }
  };

  const cancelEvent = async (andDelete: boolean) => {
    if (!event) return;
    const ok = await confirm({
      title: andDelete ? 'Delete event' : 'Cancel event',
      message: andDelete
        ? 'The event, its answers and attendance are deleted. This cannot be undone.'
        : 'The event stays on the schedule marked as cancelled.',
      confirmLabel: andDelete ? 'Delete event' : 'Cancel event',
    });
    if (!ok) return;
    const fields = {
      eventType: event.eventType,
      customTypeId: event.customType?.id ?? null,
      date: event.local.date,
      startTime: event.local.startTime,
      endTime: event.local.endTime,
      cancelled: true,
    };
    await act(async () => {
      const answer = andDelete
        ? await deleteEvent({ teamId, eventId: event.id })
            .unwrap()
            .then(() => ({ message: 'Event deleted' }))
        : await saveEvent({ teamId, eventId: event.id, event: fields, sendNotification: true }).unwrap();
      if (andDelete) onClose();
      return answer;
    }, 'The event could not be cancelled.');
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Event details"
      fullScreen={phone}
      size="lg"
    >
      {!event ? (
        <Text size="sm">
          {found.isError ? message(found.error, 'This event could not be loaded.') : 'Loading…'}
        </Text>
      ) : (
        <Stack gap="sm">
          <FormOutcome outcome={outcome} />
          <Group gap="xs" wrap="wrap">
            <Badge
              color={event.customType ? undefined : EVENT_TYPE_COLORS[event.eventType]}
              style={event.customType ? { background: event.customType.color } : undefined}
            >
              {event.customType?.name ?? EVENT_TYPE_LABELS[event.eventType]}
            </Badge>
            {event.cancelled && <Badge color="gray">Cancelled</Badge>}
          </Group>
          <Title order={2} size="h3">
            {eventName(event)}
          </Title>
          <Text>{eventWhen(event)}</Text>
          {event.location && <Text size="sm">Location: {event.location.name}</Text>}
          {event.opponent && <Text size="sm">Opponent: {event.opponent}</Text>}
          {event.objectives && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              Objectives: {event.objectives}
            </Text>
          )}
          {event.fieldDetails && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              Field details: {event.fieldDetails}
            </Text>
          )}
          {event.reminder && <Text size="sm">Reminder: {event.reminder.choice}</Text>}
          {event.eventType === 'GAME' && (
            <Button
              component={Link}
              variant="light"
              to={`/schedule/scouting?${new URLSearchParams({ t: teamId, ev: event.id }).toString()}`}
              style={{ alignSelf: 'flex-start' }}
            >
              Scouting report
            </Button>
          )}
          {event.practicePlan && event.practicePlan.sections.length > 0 && (
            <List size="sm" spacing={2} aria-label="Practice plan">
              {event.practicePlan.sections.map((section, i) => (
                <List.Item key={i}>
                  {phaseStarts(event.local.startTime, event.practicePlan!.sections)[i]} · {section.minutes}{' '}
                  min · {section.title}
                  {section.playIds?.length ? ` (${section.playIds.length} plays)` : ''}
                  {section.notes ? ` – ${section.notes}` : ''}
                </List.Item>
              ))}
            </List>
          )}
          {canEdit &&
            event.eventType === 'PRACTICE' &&
            (templates.data?.practiceTemplates.length ?? 0) > 0 && (
              <Select
                label="Apply a practice template"
                placeholder="Choose a template"
                data={templates.data!.practiceTemplates.map((t) => ({ value: t.id, label: t.name }))}
                value={null}
                onChange={(templateId) =>
                  templateId &&
                  act(
                    () => applyTemplate({ teamId, eventId: event.id, templateId }).unwrap(),
                    'The template could not be applied.',
                  )
                }
              />
            )}
          {!event.cancelled && (
            <RsvpControl teamId={teamId} eventId={event.id} current={event.myRsvp} label="Your answer" />
          )}
          {rsvp && (
            <>
              <Divider label="RSVP" labelPosition="left" />
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
                <Text size="sm">Going: {rsvp.counts.GOING}</Text>
                <Text size="sm">Maybe: {rsvp.counts.MAYBE}</Text>
                <Text size="sm">Not going: {rsvp.counts.NOTGOING}</Text>
                <Text size="sm">No answer: {rsvp.counts.noAnswer}</Text>
              </SimpleGrid>
              <List size="sm" spacing={4} listStyleType="none" aria-label="Answers">
                {rsvp.answers.map((a) => (
                  <List.Item key={a.userId}>
                    {`${a.firstName} ${a.lastName}`.trim() || 'Member'}: {RSVP_LABELS[a.status]}
                    {a.defaulted ? ' (default)' : ''}
                    {a.reason ? ` – ${a.reason}` : ''}
                  </List.Item>
                ))}
              </List>
              {rsvp.noAnswer.length > 0 && (
                <Alert color="gray" variant="light" title="Not answered yet">
                  {rsvp.noAnswer.map((p) => `${p.firstName} ${p.lastName}`.trim() || 'Player').join(', ')}
                </Alert>
              )}
            </>
          )}
          {canEdit && (
            <>
              <Divider label="Coach" labelPosition="left" />
              <Group gap="xs" wrap="wrap">
                <Button variant="light" onClick={() => onEdit(event)}>
                  Edit
                </Button>
                {!event.cancelled && (
                  <>
                    <Button
                      variant="light"
                      loading={reminding.isLoading}
                      onClick={() =>
                        act(
                          () => sendReminder({ teamId, eventId: event.id }).unwrap(),
                          'The reminder could not be sent.',
                        )
                      }
                    >
                      Send reminder
                    </Button>
                    <Button
                      variant="light"
                      loading={nudging.isLoading}
                      disabled={!rsvp || rsvp.noAnswer.length === 0}
                      onClick={() =>
                        act(
                          () => nudge({ teamId, eventId: event.id }).unwrap(),
                          'The nudge could not be sent.',
                        )
                      }
                    >
                      Nudge who has not answered
                    </Button>
                  </>
                )}
                <Button variant="light" onClick={() => setAttendance(true)}>
                  Attendance
                </Button>
                {!event.cancelled && (
                  <Button variant="light" color="red" onClick={() => cancelEvent(false)}>
                    Cancel event
                  </Button>
                )}
                <Button variant="subtle" color="red" onClick={() => cancelEvent(true)}>
                  Delete
                </Button>
              </Group>
              <AttendanceModal
                teamId={teamId}
                eventId={event.id}
                opened={attendance}
                onClose={() => setAttendance(false)}
              />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
