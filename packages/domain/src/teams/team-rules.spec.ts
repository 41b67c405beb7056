import { TeamAccess } from './team-access';
import {
  canEditTeam,
  canEmailTeam,
  canLeave,
  canViewRoster,
  isViewable,
  overallRole,
  roleOnTeam,
} from './team-rules';

/** A paid team owned by 'owner' with one admin, coach, player and contact. */
function aTeam(overrides: Partial<TeamAccess> = {}): TeamAccess {
  return {
    ownerId: 'owner',
    admins: { admin: true },
    members: { coach: { role: 'COACH' }, player: { role: 'PLAYER' }, contact: { role: 'CONTACT' } },
    flags: {},
    paid: true,
    ...overrides,
  };
}

describe('roleOnTeam', () => {
  it('makes the owner and the admins map ADMIN, others their member role, strangers null', () => {
    const team = aTeam();
    expect(roleOnTeam(team, 'owner')).toBe('ADMIN');
    expect(roleOnTeam(team, 'admin')).toBe('ADMIN');
    expect(roleOnTeam(team, 'coach')).toBe('COACH');
    expect(roleOnTeam(team, 'player')).toBe('PLAYER');
    expect(roleOnTeam(team, 'stranger')).toBeNull();
  });

  it('does not treat inherited object keys as members', () => {
    expect(roleOnTeam(aTeam(), 'toString')).toBeNull();
    expect(roleOnTeam(aTeam({ admins: undefined, members: undefined }), 'coach')).toBeNull();
  });

  it('prefers ADMIN when an admin is also listed as a coach', () => {
    expect(roleOnTeam(aTeam({ members: { admin: { role: 'COACH' } } }), 'admin')).toBe('ADMIN');
  });
});

describe('overallRole', () => {
  it('is admin > coach > player > none', () => {
    const coachTeam = aTeam({ ownerId: 'x', admins: {}, members: { u: { role: 'COACH' } } });
    const playerTeam = aTeam({ ownerId: 'x', admins: {}, members: { u: { role: 'PLAYER' } } });
    const adminTeam = aTeam({ ownerId: 'u' });
    expect(overallRole([playerTeam, coachTeam, adminTeam], 'u')).toBe('admin');
    expect(overallRole([playerTeam, coachTeam], 'u')).toBe('coach');
    expect(overallRole([playerTeam, playerTeam], 'u')).toBe('player');
    expect(overallRole([], 'u')).toBe('none');
  });
});

describe('canEditTeam', () => {
  it('allows coaches, admins and program admins, not players', () => {
    const team = aTeam();
    expect(canEditTeam(team, 'coach')).toBe(true);
    expect(canEditTeam(team, 'owner')).toBe(true);
    expect(canEditTeam(team, 'player')).toBe(false);
    expect(canEditTeam(team, 'programBoss')).toBe(false);
    expect(canEditTeam(team, 'programBoss', { admins: { programBoss: true } })).toBe(true);
  });
});

describe('isViewable', () => {
  it('is viewable when paid, or by admins when unpaid', () => {
    expect(isViewable(aTeam(), 'player')).toBe(true);
    expect(isViewable(aTeam({ paid: false }), 'player')).toBe(false);
    expect(isViewable(aTeam({ paid: false }), 'coach')).toBe(false);
    expect(isViewable(aTeam({ paid: false }), 'admin')).toBe(true);
  });

  it("lets the admins of the team's program view it unpaid, member or not", () => {
    const program = { admins: { programBoss: true as const } };
    expect(isViewable(aTeam({ paid: false }), 'programBoss', program)).toBe(true);
    expect(isViewable(aTeam({ paid: false }), 'coach', program)).toBe(false);
  });
});

describe('canViewRoster', () => {
  it('lets editors see it and players only with PLAYERS_CAN_VIEW_TEAM_ROSTER', () => {
    expect(canViewRoster(aTeam(), 'coach')).toBe(true);
    expect(canViewRoster(aTeam(), 'player')).toBe(false);
    expect(canViewRoster(aTeam({ flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } }), 'player')).toBe(true);
  });

  it('needs a paid team unless the user is admin', () => {
    const unpaid = aTeam({ paid: false, flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } });
    expect(canViewRoster(unpaid, 'coach')).toBe(false);
    expect(canViewRoster(unpaid, 'player')).toBe(false);
    expect(canViewRoster(unpaid, 'owner')).toBe(true);
  });

  it("lets program admins see an unpaid team's roster", () => {
    const unpaid = aTeam({ paid: false });
    expect(canViewRoster(unpaid, 'programBoss', { admins: { programBoss: true } })).toBe(true);
    expect(canViewRoster(unpaid, 'programBoss')).toBe(false);
  });
});

describe('canLeave', () => {
  it('offers leave to non-admin members only', () => {
    expect(canLeave(aTeam(), 'coach')).toBe(true);
    expect(canLeave(aTeam(), 'player')).toBe(true);
    expect(canLeave(aTeam(), 'owner')).toBe(false);
    expect(canLeave(aTeam(), 'admin')).toBe(false);
    expect(canLeave(aTeam(), 'stranger')).toBe(false);
  });
});

describe('canEmailTeam', () => {
  it('is for coaches, admins and program admins; players only with PLAYERS_CAN_EMAIL_ROSTER; never contacts', () => {
    const team = aTeam();
    expect(canEmailTeam(team, 'coach')).toBe(true);
    expect(canEmailTeam(team, 'owner')).toBe(true);
    expect(canEmailTeam(team, 'programBoss', { admins: { programBoss: true } })).toBe(true);
    expect(canEmailTeam(team, 'player')).toBe(false);
    const open = aTeam({ flags: { PLAYERS_CAN_EMAIL_ROSTER: true } });
    expect(canEmailTeam(open, 'player')).toBe(true);
    expect(canEmailTeam(open, 'contact')).toBe(false);
    expect(canEmailTeam(open, 'stranger')).toBe(false);
  });
});
