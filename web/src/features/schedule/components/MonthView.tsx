import { Indicator, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { zonedParts } from '@chalktalk/domain';
import { useMemo, useState } from 'react';
import { useGetCalendarQuery } from '../scheduleApi';
import type { CalendarEvent } from '../schedule.types';
import { EventCard } from './EventCard';
import classes from './MonthView.module.css';

const dayLabel = (date: string) =>
  `${Number(date.slice(8, 10))} ${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/** The month calendar: a dot on days with events; choosing a day lists its events. */
export function MonthView(props: {
  /** A team's calendar, or with programId the club calendar (every team's events). */
  source: { teamId: string } | { programId: string };
  timeZone: string;
  onOpen: (id: string, event: CalendarEvent) => void;
  /** The club calendar's team filter: only events of these teams (all when empty). */
  teamIds?: string[];
}) {
  const { source, timeZone, onOpen, teamIds = [] } = props;
  const today = zonedParts(new Date(), timeZone).date;
  const [shown, setShown] = useState(today);
  const [chosen, setChosen] = useState<string | null>(today);
  const month = shown.slice(0, 7);
  const calendar = useGetCalendarQuery({ ...source, month });
  const all = calendar.data?.events;
  const events = useMemo(
    () => (teamIds.length ? all?.filter((event) => teamIds.includes(event.teamId)) : all),
    [all, teamIds],
  );
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarEvent[]>();
    for (const event of events ?? []) {
      const list = days.get(event.local.date) ?? [];
      list.push(event);
      days.set(event.local.date, list);
    }
    return days;
  }, [events]);
  const dayEvents = chosen ? (byDay.get(chosen) ?? []) : [];

  return (
    <Stack gap="sm">
      <Calendar
        date={shown}
        onDateChange={setShown}
        firstDayOfWeek={0}
        weekendDays={[]}
        previousLabel="Previous month"
        nextLabel="Next month"
        size="md"
        classNames={{ day: classes.day }}
        getDayProps={(date) => ({
          selected: date === chosen,
          onClick: () => setChosen(date),
          // The accessible name starts with the day number the button shows (WCAG label-in-name).
          'aria-label': `${dayLabel(date)}${byDay.has(date) ? `, ${byDay.get(date)!.length} event(s)` : ''}`,
        })}
        renderDay={(date) => (
          <Indicator size={6} color="brand" offset={-2} disabled={!byDay.has(date)}>
            <div>{Number(date.slice(8, 10))}</div>
          </Indicator>
        )}
      />
      {chosen && (
        <Stack gap="xs" aria-live="polite">
          <Text fw={600}>
            {new Date(`${chosen}T12:00:00Z`).toLocaleDateString('en-US', {
              weekday: 'long',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            })}
          </Text>
          {dayEvents.length === 0 ? (
            <Text size="sm">No events this day.</Text>
          ) : (
            dayEvents.map((event) => (
              <EventCard key={event.id} event={event} onOpen={(id) => onOpen(id, event)} />
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
