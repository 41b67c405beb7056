import { AppError } from '@chalktalk/domain';
import type { DataSource } from 'typeorm';
import type { ScheduleAccess } from '../access/schedule-access';
import { type FoundPlace, PlacesUnavailable } from './places.port';
import { PlacesService } from './places.service';

const user = { id: 'coach' } as never;
const access = { editor: async () => ({ teamId: 't1' }) } as unknown as ScheduleAccess;
const db = (saved: { name: string; location: unknown }[]) =>
  ({ query: async () => saved }) as unknown as DataSource;
const place = (name: string): FoundPlace => ({ placeId: name, name, address: '', lat: 1, lng: 2 });

describe('PlacesService', () => {
  it('puts the team saved places first, then the port, 5 at most, without repeating a name', async () => {
    const service = new PlacesService(db([{ name: 'Main Gym', location: { lat: 1, lng: 2 } }]), access, {
      search: async () => ['Main Gym', 'A', 'B', 'C', 'D', 'E'].map(place),
    });
    const { places } = await service.search(user, 't1', 'gym');
    expect(places.map((p) => [p.name, p.saved])).toEqual([
      ['Main Gym', true],
      ['A', false],
      ['B', false],
      ['C', false],
      ['D', false],
    ]);
  });

  it('answers G009 when the places service fails and nothing saved matches', async () => {
    const failing = { search: () => Promise.reject(new PlacesUnavailable('down')) };
    const error = await new PlacesService(db([]), access, failing).search(user, 't1', 'gym').catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('G009');
    // Saved places still answer while the service is down.
    const { places } = await new PlacesService(
      db([{ name: 'Main Gym', location: null }]),
      access,
      failing,
    ).search(user, 't1', 'gym');
    expect(places.map((p) => p.name)).toEqual(['Main Gym']);
  });
});
