import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { CalendarEvent } from '../schedule.types';
import { EventCard } from './EventCard';

const event: CalendarEvent = {
  id: 'ev-1',
  teamId: 'team-1',
  eventType: 'CUSTOM',
  customType: { id: 'c1', name: 'Film', color: '#ffd43b' },
  title: 'Film: the Tigers',
  opponent: null,
  eventDate: '2026-12-02T23:00:00.000Z',
  endTime: '2026-12-03T22:00:00.000Z',
  timeZone: 'America/New_York',
  cancelled: false,
  location: null,
  local: { date: '2026-12-02' },
};

describe('event card', () => {
  it("names the end's day when it is not the start's, and writes a custom type's name readable on its colour", () => {
    renderWithProviders(<EventCard event={event} onOpen={jest.fn()} />);
    const card = screen.getByRole('article', { name: 'Film: the Tigers' });
    expect(card).toHaveTextContent('Wed, Dec 2 · 6:00 PM – Thu, Dec 3, 5:00 PM EST');
    const badge = screen.getByText('Film').closest('.mantine-Badge-root') as HTMLElement;
    // Navy on the light yellow (white would read at 1.5:1).
    expect(badge.style.background).toBe('rgb(255, 212, 59)');
    expect(badge.style.color).toBe('rgb(0, 2, 41)');
  });
});
