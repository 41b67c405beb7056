import { EVENT_TYPE_SWATCHES, eventSwatch } from './event-labels';
import { cellTime, dayButtonName, dayCellEvents } from './month-cells';
import type { CalendarEvent } from './schedule.types';
import { relativeLuminance } from '@chalktalk/domain';

const contrast = (a: string, b: string) => {
  const [x, y] = [relativeLuminance(a)!, relativeLuminance(b)!].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('month day cells', () => {
  it('lists every event that fits, else one line fewer and "+N more"', () => {
    expect(dayCellEvents(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(dayCellEvents(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
    expect(dayCellEvents([])).toEqual({ shown: [], more: 0 });
  });

  it("gives start times short, in the event's zone", () => {
    expect(cellTime('2026-12-02T23:00:00.000Z', 'America/New_York')).toBe('6 PM');
    expect(cellTime('2026-12-02T23:30:00.000Z', 'America/New_York')).toBe('6:30 PM');
    expect(cellTime('2026-12-02T23:30:00.000Z', 'America/Chicago')).toBe('5:30 PM');
  });

  it('paints each built-in type in its own colour and a custom type in its colour, the text at AA on each', () => {
    const types = Object.keys(EVENT_TYPE_SWATCHES) as (keyof typeof EVENT_TYPE_SWATCHES)[];
    expect(new Set(types.map((type) => EVENT_TYPE_SWATCHES[type])).size).toBe(types.length);
    for (const eventType of types) {
      const { background, color } = eventSwatch({ eventType, customType: null });
      expect(background).toBe(EVENT_TYPE_SWATCHES[eventType]);
      expect(contrast(background, color)).toBeGreaterThanOrEqual(4.5);
    }
    for (const custom of ['#7048e8', '#ffd43b', '#ffffff', '#000000', '#808080', '#767676', '#2f9e44']) {
      const swatch = eventSwatch({
        eventType: 'CUSTOM',
        customType: { id: 'x', name: 'Film', color: custom },
      });
      expect(swatch.background).toBe(custom);
      expect(contrast(swatch.background, swatch.color)).toBeGreaterThanOrEqual(4.5);
    }
    // A colour that is not #rrggbb falls back to the type's own.
    expect(
      eventSwatch({ eventType: 'CUSTOM', customType: { id: 'x', name: 'Film', color: 'teal' } }).background,
    ).toBe(EVENT_TYPE_SWATCHES.CUSTOM);
  });

  it('names a day button by what it shows first, then the month and the count', () => {
    const event = (id: string, hour: number, title: string): CalendarEvent => ({
      id,
      teamId: 't',
      eventType: 'PRACTICE',
      customType: null,
      title,
      opponent: null,
      eventDate: `2026-11-30T${String(hour + 5).padStart(2, '0')}:00:00.000Z`,
      endTime: `2026-11-30T${String(hour + 6).padStart(2, '0')}:00:00.000Z`,
      timeZone: 'America/New_York',
      cancelled: false,
      location: null,
      local: { date: '2026-11-30' },
    });
    const two = [event('a', 9, 'Early practice'), event('b', 18, 'Film')];
    expect(dayButtonName('2026-11-30', [], true)).toBe('30 November 2026');
    expect(dayButtonName('2026-11-30', two, false)).toBe('30 November 2026, 2 event(s)');
    expect(dayButtonName('2026-11-30', two, true)).toBe(
      '30, 9 AM Early practice, 6 PM Film (November 2026, 2 event(s))',
    );
    const four = [...two, event('c', 19, 'Lift'), event('d', 20, 'Meeting')];
    expect(dayButtonName('2026-11-30', four, true)).toBe(
      '30, 9 AM Early practice, 6 PM Film, +2 more (November 2026, 4 event(s))',
    );
  });
});
