import type { TeamRole } from '@chalktalk/domain';
import { MembershipEntity } from '../../src/teams/membership.entity';
import { ProgramEntity } from '../../src/teams/program.entity';
import type { TeamContext } from '../../src/teams/team-context';
import { TeamEntity } from '../../src/teams/team.entity';

/** Unit-test builders for loaded teams. */
export function aTeam(overrides: Partial<TeamEntity> = {}): TeamEntity {
  return Object.assign(new TeamEntity(), {
    id: 't1',
    programId: 'p1',
    name: 'Varsity',
    sport: 'BASKETBALL_HS',
    plan: 'COMPLETE',
    paid: true,
    ownerId: 'owner',
    teamKey: 'ABCDEFGH',
    flags: {},
    createdDate: new Date('2025-01-01T00:00:00Z'),
    collegiateTeam: false,
    addons: {},
    customContract: null,
    coachPlaceholders: [],
    logoVersion: null,
    ...overrides,
  });
}

export function aMember(userId: string, role: TeamRole, pending = false, teamId = 't1'): MembershipEntity {
  return Object.assign(new MembershipEntity(), {
    teamId,
    userId,
    role,
    pending,
    joinedAt: new Date('2025-01-02T00:00:00Z'),
    email: `${userId}@example.test`,
    firstName: userId,
    lastName: 'Test',
  });
}

export function aProgram(admins: string[], overrides: Partial<ProgramEntity> = {}): ProgramEntity {
  return Object.assign(new ProgramEntity(), {
    id: 'p1',
    name: 'Club',
    plan: 'COMPLETE',
    paid: true,
    colorPrimary: null,
    colorSecondary: null,
    ownerId: 'owner',
    admins,
    adminProfiles: {},
    createdDate: new Date('2025-01-01T00:00:00Z'),
    addons: {},
    quantity: null,
    logoVersion: null,
    ...overrides,
  });
}

/** owner (ADMIN), coach, player, contact and a pending player; program administered by owner and director. */
export function aContext(overrides: Partial<TeamContext> & { team?: TeamEntity } = {}): TeamContext {
  return {
    team: aTeam(),
    memberships: [
      aMember('owner', 'ADMIN'),
      aMember('coach', 'COACH'),
      aMember('player', 'PLAYER'),
      aMember('contact', 'CONTACT'),
      aMember('waiting', 'PLAYER', true),
    ],
    program: aProgram(['owner', 'director']),
    programTeamCount: 1,
    rosterPlayerCount: 1,
    ...overrides,
  };
}
