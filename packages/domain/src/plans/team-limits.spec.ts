import { computeTeamLimits, TeamLimitInput } from './team-limits';
import { hasRoomFor, limitFromJson, limitToJson, teamSizeOf } from './team-sizes';

/** A big program (5 teams), so the free admin seats are off unless a test says otherwise. */
const limits = (overrides: Partial<TeamLimitInput> & Pick<TeamLimitInput, 'sport' | 'plan'>) =>
  computeTeamLimits({ programTeamCount: 5, ...overrides });

describe('team sizes table', () => {
  it.each([
    ['lacrosse', 'BASIC', 1, 3, 25],
    ['lacrosse', 'COMPLETE', 1, 4, 40],
    ['lacrosse', 'COLLEGIATE', 1, 8, 80],
    ['lacrosse', 'CLUB_COMPLETE', 3, 3, 40],
    ['lacrosse', 'PERSONAL', 1, 6, Infinity],
    ['basketball', 'BASIC', 1, 3, 13],
    ['basketball', 'COMPLETE', 1, 3, 13],
    ['basketball', 'COLLEGIATE', 1, 6, 25],
    ['basketball', 'CLUB_COMPLETE', 1, 3, 13],
    ['basketball', 'PERSONAL', 1, 6, Infinity],
    ['football', 'BASIC', 1, 4, 30],
    ['football', 'COMPLETE', 1, 6, 60],
    ['football', 'COLLEGIATE', 1, 12, 120],
  ] as const)('%s %s is %d admin / %d coaches / %d players', (sport, plan, admins, coaches, players) => {
    expect(teamSizeOf(sport, plan)).toEqual({ admins, coaches, players });
  });

  it('designs football club complete as 1 / 4 / 60 and football personal as 1 / 6 / unlimited', () => {
    expect(teamSizeOf('football', 'CLUB_COMPLETE')).toEqual({ admins: 1, coaches: 4, players: 60 });
    expect(teamSizeOf('football', 'PERSONAL')).toEqual({ admins: 1, coaches: 6, players: Infinity });
  });

  it('uses the personal row for personal unlimited too', () => {
    expect(teamSizeOf('lacrosse', 'PERSONAL_UNLIMITED')).toEqual(teamSizeOf('lacrosse', 'PERSONAL'));
  });
});

describe('computeTeamLimits', () => {
  it('returns the plan size without add-ons', () => {
    expect(limits({ sport: 'lacrosse', plan: 'COMPLETE' })).toEqual({ admins: 1, coaches: 4, players: 40 });
  });

  it('adds 5 player seats per lacrosse expansion and 2 per basketball or football one', () => {
    expect(limits({ sport: 'lacrosse', plan: 'COMPLETE', addons: { PLAYERS: 2 } }).players).toBe(50);
    expect(limits({ sport: 'basketball', plan: 'COMPLETE', addons: { PLAYERS: 2 } }).players).toBe(17);
    expect(limits({ sport: 'FOOTBALL_HS', plan: 'BASIC', addons: { PLAYERS: 3 } }).players).toBe(36);
  });

  it('adds one coach and one admin per add-on unit', () => {
    const result = limits({ sport: 'LACROSSE_MENS', plan: 'BASIC', addons: { COACHES: 2, ADMINS: 1 } });
    expect(result).toEqual({ admins: 2, coaches: 5, players: 25 });
  });

  it('ignores nonsense add-on quantities', () => {
    const result = limits({ sport: 'lacrosse', plan: 'BASIC', addons: { PLAYERS: -3, COACHES: Number.NaN } });
    expect(result).toEqual({ admins: 1, coaches: 3, players: 25 });
  });

  it('gives 3 extra admins when the program has under 5 teams', () => {
    expect(computeTeamLimits({ sport: 'lacrosse', plan: 'COMPLETE', programTeamCount: 1 }).admins).toBe(4);
    expect(computeTeamLimits({ sport: 'lacrosse', plan: 'COMPLETE', programTeamCount: 4 }).admins).toBe(4);
    expect(
      computeTeamLimits({ sport: 'football', plan: 'BASIC', programTeamCount: 4, addons: { ADMINS: 1 } })
        .admins,
    ).toBe(5);
  });

  it('gives no extra admins from 5 teams up', () => {
    expect(computeTeamLimits({ sport: 'lacrosse', plan: 'COMPLETE', programTeamCount: 5 }).admins).toBe(1);
    expect(computeTeamLimits({ sport: 'lacrosse', plan: 'COMPLETE', programTeamCount: 12 }).admins).toBe(1);
  });

  it('never gives the extra admins on club complete', () => {
    expect(computeTeamLimits({ sport: 'lacrosse', plan: 'CLUB_COMPLETE', programTeamCount: 1 }).admins).toBe(
      3,
    );
    expect(
      computeTeamLimits({ sport: 'basketball', plan: 'CLUB_COMPLETE', programTeamCount: 2 }).admins,
    ).toBe(1);
  });

  it('lets a custom contract replace each limit it sets, ignoring add-ons and the free admins', () => {
    const result = computeTeamLimits({
      sport: 'lacrosse',
      plan: 'COMPLETE',
      programTeamCount: 1,
      addons: { PLAYERS: 4, COACHES: 1, ADMINS: 1 },
      customContract: { PlayerLimit: 100, AdminLimit: 2 },
    });
    expect(result).toEqual({ admins: 2, coaches: 5, players: 100 });
  });

  it('falls back to the computed limit for missing or null contract fields', () => {
    const result = limits({ sport: 'basketball', plan: 'COLLEGIATE', customContract: { CoachLimit: null } });
    expect(result).toEqual({ admins: 1, coaches: 6, players: 25 });
    expect(
      limits({ sport: 'basketball', plan: 'COLLEGIATE', customContract: { CoachLimit: 0 } }).coaches,
    ).toBe(0);
  });

  it('keeps unlimited players unlimited with add-ons', () => {
    const result = limits({ sport: 'basketball', plan: 'PERSONAL', addons: { PLAYERS: 3 } });
    expect(result.players).toBe(Infinity);
    expect(hasRoomFor(result.players, 10_000)).toBe(true);
  });
});

describe('limit helpers', () => {
  it('sends unlimited as null over JSON and reads it back', () => {
    expect(limitToJson(Infinity)).toBeNull();
    expect(limitToJson(40)).toBe(40);
    expect(limitFromJson(null)).toBe(Infinity);
    expect(limitFromJson(13)).toBe(13);
    expect(JSON.parse(JSON.stringify({ players: limitToJson(Infinity) }))).toEqual({ players: null });
  });

  it('has room while used seats are below the limit', () => {
    expect(hasRoomFor(25, 24)).toBe(true);
    expect(hasRoomFor(25, 25)).toBe(false);
  });
});
