import type { ProjectedTeam } from '@chalktalk/platform';
import { GUARD_MESSAGES } from '@chalktalk/domain';
import { canEditSchedule, guardSchedule, teamTimeZone } from './schedule-access';

const team = (over: Partial<ProjectedTeam> = {}): ProjectedTeam =>
  ({
    teamId: '00000000-0000-4000-8000-000000000001',
    programId: null,
    ownerId: '00000000-0000-4000-8000-000000000002',
    name: 'Hawks',
    sport: 'BASKETBALL_HS',
    plan: 'COMPLETE',
    paid: true,
    flags: {},
    programAdminIds: [],
    updatedAt: new Date(),
    ...over,
  }) as ProjectedTeam;

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return e as { code: string; message: string };
  }
  return undefined;
};

describe('schedule guards', () => {
  it('lets a joined player of a paid team in', () => {
    expect(refusal(() => guardSchedule(team(), 'PLAYER', false))).toBeUndefined();
  });

  it('refuses strangers', () => {
    expect(refusal(() => guardSchedule(team(), undefined, false))?.code).toBe('G003');
  });

  it('shows pending members the guard message', () => {
    expect(refusal(() => guardSchedule(team(), 'PLAYER', true))?.message).toBe(
      GUARD_MESSAGES.membershipPending,
    );
  });

  it('refuses an unpaid team except to its admins', () => {
    expect(refusal(() => guardSchedule(team({ paid: false }), 'COACH', false))?.message).toBe(
      GUARD_MESSAGES.subscriptionInactive,
    );
    expect(refusal(() => guardSchedule(team({ paid: false }), 'ADMIN', false))).toBeUndefined();
  });

  it('gives the Basic plan the fallback', () => {
    expect(refusal(() => guardSchedule(team({ plan: 'BASIC' }), 'ADMIN', false))?.message).toBe(
      GUARD_MESSAGES.featureNotIncluded,
    );
  });

  it('lets coaches and admins edit, not players or contacts', () => {
    expect(['ADMIN', 'COACH', 'PLAYER', 'CONTACT'].map((r) => canEditSchedule(r as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('falls back to New York for a team without a valid zone', () => {
    expect(teamTimeZone(team())).toBe('America/New_York');
    expect(teamTimeZone({ ...team(), timeZone: 'America/Denver' } as ProjectedTeam)).toBe('America/Denver');
    expect(teamTimeZone({ ...team(), timeZone: 'Nowhere/Else' } as ProjectedTeam)).toBe('America/New_York');
  });
});
