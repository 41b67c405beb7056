import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import {
  EVENT_TYPE_COLORS,
  EVENT_TYPE_LABELS,
  eventName,
  eventSwatch,
  eventWhen,
  RSVP_LABELS,
} from '../event-labels';
import type { CalendarEvent } from '../schedule.types';

/**
 * One event of the feed or of a calendar day: type, name, when and where, the counts and the member's own answer
 * (a calendar cell has all it shows; a full event has more).
 */
export function EventCard({
  event,
  onOpen,
  selection,
}: {
  event: CalendarEvent;
  onOpen: (id: string) => void;
  /** The list's select mode (bulk edit): a box to choose the event. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const counts = event.rsvpCounts;
  return (
    <Paper withBorder p="sm" component="article" aria-label={eventName(event)}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {selection && (
            <Checkbox
              aria-label={`Select ${eventName(event)}, ${eventWhen(event)}`}
              checked={selection.checked}
              onChange={(e) => selection.onChange(e.currentTarget.checked)}
            />
          )}
          <Badge
            color={event.customType ? undefined : EVENT_TYPE_COLORS[event.eventType]}
            style={event.customType ? eventSwatch(event) : undefined}
          >
            {event.customType?.name ?? EVENT_TYPE_LABELS[event.eventType]}
          </Badge>
          {event.cancelled && <Badge color="gray">Cancelled</Badge>}
          {event.teamName && <Text size="xs">{event.teamName}</Text>}
        </Group>
        <Anchor
          component="button"
          type="button"
          fw={600}
          c="brand"
          ta="left"
          onClick={() => onOpen(event.id)}
          td={event.cancelled ? 'line-through' : undefined}
        >
          {eventName(event)}
        </Anchor>
        <Text size="sm">{eventWhen(event)}</Text>
        {event.location && <Text size="sm">{event.location.name}</Text>}
        {counts && (
          <Text size="xs">
            Going {counts.GOING} · Maybe {counts.MAYBE} · Not going {counts.NOTGOING}
            {event.myRsvp ? ` · You: ${RSVP_LABELS[event.myRsvp]}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
