import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { onPhone } from '../../../test/phone-layout';
import type { CalendarWireCell } from '../calendar-answer';
import { EVENT_TYPE_SWATCHES } from '../event-labels';
import { MonthView } from './MonthView';

const cell = (id: string, start: string, over: Partial<CalendarWireCell> = {}): CalendarWireCell => ({
  id,
  teamId: 'team-1',
  eventType: 'PRACTICE',
  eventDate: start,
  endTime: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
  local: { date: '2026-12-02' },
  rsvpCounts: { GOING: 0, MAYBE: 0, NOTGOING: 0 },
  ...over,
});

/** 2 December 2026 (New York): a practice, a game and a custom type; 4 December: five practices. */
function setup() {
  const busy = ['13', '15', '17', '19', '21'].map((hour, index) =>
    cell(`busy-${index}`, `2026-12-04T${hour}:00:00.000Z`, {
      local: { date: '2026-12-04' },
      title: `Session ${index + 1}`,
    }),
  );
  return mockApi({
    'GET /api/schedule/getCalendar': {
      body: {
        timeZone: 'America/New_York',
        month: '2026-12',
        events: [
          cell('game', '2026-12-03T00:30:00.000Z', { eventType: 'GAME', opponent: 'Tigers' }),
          cell('practice', '2026-12-02T23:00:00.000Z', {
            title: 'Shooting practice with the whole varsity squad',
          }),
          cell('film', '2026-12-02T15:00:00.000Z', {
            eventType: 'CUSTOM',
            customType: { id: 'c1', name: 'Film', color: '#ffd43b' },
          }),
          ...busy,
        ],
      },
    },
  });
}

describe('month view', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-12-02T12:00:00-05:00'),
      doNotFake: ['setTimeout', 'setInterval'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it("shows each day's events at desktop width: start time, title, the type's colour, +N more", async () => {
    setup();
    const onOpen = jest.fn();
    const { user } = renderWithProviders(
      <MonthView source={{ teamId: 'team-1' }} timeZone="America/New_York" onOpen={onOpen} />,
    );
    const day = await screen.findByRole('button', { name: /^2, .*\(December 2026, 3 event\(s\)\)$/ });
    // In start order, each in its colour, the text readable on it.
    const lines = [...day.querySelectorAll('span[style]')];
    expect(lines.map((line) => line.textContent)).toEqual([
      '10 AM Film',
      '6 PM Shooting practice with the whole varsity squad',
      '7:30 PM Game vs Tigers',
    ]);
    expect(lines.map((line) => (line as HTMLElement).style.background)).toEqual([
      'rgb(255, 212, 59)',
      hexToRgb(EVENT_TYPE_SWATCHES.PRACTICE),
      hexToRgb(EVENT_TYPE_SWATCHES.GAME),
    ]);
    expect((lines[0] as HTMLElement).style.color).toBe('rgb(0, 2, 41)');
    expect((lines[1] as HTMLElement).style.color).toBe('rgb(255, 255, 255)');
    // The name starts with what the cell shows (label in name), then the month and the count.
    expect(day).toHaveAccessibleName(
      '2, 10 AM Film, 6 PM Shooting practice with the whole varsity squad, 7:30 PM Game vs Tigers (December 2026, 3 event(s))',
    );
    expect(day).toHaveTextContent(
      '2 10 AM Film 6 PM Shooting practice with the whole varsity squad 7:30 PM Game vs Tigers',
    );

    const busy = screen.getByRole('button', {
      name: '4, 8 AM Session 1, 10 AM Session 2, +3 more (December 2026, 5 event(s))',
    });
    expect(busy).toHaveTextContent('4 8 AM Session 1 10 AM Session 2 +3 more');
    expect(screen.getByRole('button', { name: '5 December 2026' })).toHaveTextContent(/^5$/);

    // A click lists the day's events under the month.
    await user.click(busy);
    const heading = screen.getByRole('heading', { name: 'Friday, December 4' });
    const list = heading.parentElement!;
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: 'Session 5' }));
    expect(onOpen).toHaveBeenCalledWith('busy-4', expect.objectContaining({ id: 'busy-4' }));
  });

  it('keeps the compact dot view on a phone', async () => {
    const restore = onPhone();
    try {
      setup();
      renderWithProviders(
        <MonthView source={{ teamId: 'team-1' }} timeZone="America/New_York" onOpen={jest.fn()} />,
      );
      const day = await screen.findByRole('button', { name: /^2 December 2026, 3 event\(s\)/ });
      expect(day).toHaveTextContent(/^2$/);
      // Today's events are listed under the month.
      expect(screen.getByRole('heading', { name: 'Wednesday, December 2' })).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Game vs Tigers' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}
