import { Indicator, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { zonedParts } from '@chalktalk/domain';
import { Fragment, useMemo, useState } from 'react';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import { eventName, eventSwatch } from '../event-labels';
import { cellTime, dayButtonName, dayCellEvents } from '../month-cells';
import { useGetCalendarQuery } from '../scheduleApi';
import type { CalendarEvent } from '../schedule.types';
import { EventCard } from './EventCard';
import classes from './MonthView.module.css';

/**
 * A desktop day cell: the day, its events' start times and titles (cut to the cell) in their type's colour, and
 * "+N more" past what fits. The spaces between the lines keep the words apart in the text the button is read by.
 */
function DayCell({ date, events }: { date: string; events: CalendarEvent[] }) {
  const { shown, more } = dayCellEvents(events);
  return (
    <span className={classes.cell}>
      <span className={classes.dayNumber}>{Number(date.slice(8, 10))}</span>
      {shown.map((event) => (
        <Fragment key={event.id}>
          {' '}
          <span
            className={classes.event}
            style={eventSwatch(event)}
            data-cancelled={event.cancelled || undefined}
          >
            <span className={classes.time}>{cellTime(event.eventDate, event.timeZone)}</span>{' '}
            {eventName(event)}
          </span>
        </Fragment>
      ))}
      {more > 0 && <span className={classes.more}> +{more} more</span>}
    </span>
  );
}

/**
 * The month calendar. On a desktop each day cell shows its events (DayCell); on a phone a dot marks days with
 * events. Choosing a day lists its events under the month.
 */
export function MonthView(props: {
  /** A team's calendar, or with programId the club calendar (every team's events). */
  source: { teamId: string } | { programId: string };
  timeZone: string;
  onOpen: (id: string, event: CalendarEvent) => void;
  /** The club calendar's team filter: only events of these teams (all when empty). */
  teamIds?: string[];
}) {
  const { source, timeZone, onOpen, teamIds = [] } = props;
  const phone = usePhoneLayout();
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
    for (const list of days.values()) list.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
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
        fullWidth={!phone}
        classNames={{ day: classes.day }}
        getDayProps={(date) => ({
          selected: date === chosen,
          onClick: () => setChosen(date),
          'aria-label': dayButtonName(date, byDay.get(date) ?? [], !phone),
        })}
        renderDay={(date) =>
          phone ? (
            <Indicator size={6} color="brand" offset={-2} disabled={!byDay.has(date)}>
              <div>{Number(date.slice(8, 10))}</div>
            </Indicator>
          ) : (
            <DayCell date={date} events={byDay.get(date) ?? []} />
          )
        }
      />
      {chosen && (
        <Stack gap="xs" aria-live="polite">
          <Title order={2} size="h4">
            {new Date(`${chosen}T12:00:00Z`).toLocaleDateString('en-US', {
              weekday: 'long',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            })}
          </Title>
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
