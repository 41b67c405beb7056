import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import { TeamEntity } from './team.entity';
import { toTeamDto } from './team-view';

const team = (overrides: Partial<TeamEntity> = {}) =>
  Object.assign(new TeamEntity(), {
    id: 't1',
    programId: 'p1',
    name: 'Varsity',
    sport: 'BASKETBALL_HS',
    plan: null,
    paid: false,
    ownerId: 'owner',
    teamKey: 'ABCDEFGH',
    flags: {},
    createdDate: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  });

const member = (userId: string, role: MembershipEntity['role'], pending = false, teamId = 't1') =>
  Object.assign(new MembershipEntity(), { teamId, userId, role, pending, joinedAt: new Date() });

const program = (admins: string[]) =>
  Object.assign(new ProgramEntity(), { id: 'p1', admins, ownerId: 'owner', createdDate: new Date() });

describe('toTeamDto', () => {
  const memberships = [
    member('owner', 'ADMIN'),
    member('coach', 'COACH'),
    member('player', 'PLAYER'),
    member('waiting', 'PLAYER', true),
    member('elsewhere', 'COACH', false, 't2'),
  ];

  it('lists joined members with roles, admins from ADMIN members, and leaves pending and other teams out', () => {
    const view = toTeamDto(team(), memberships, 'owner');
    expect(view.members).toEqual({
      owner: { role: 'ADMIN' },
      coach: { role: 'COACH' },
      player: { role: 'PLAYER' },
    });
    expect(view.admins).toEqual({ owner: true });
    expect(view.pending).toBeUndefined();
    expect(view.createdDate).toBe('2025-01-01T00:00:00.000Z');
  });

  it.each([
    ['owner', true],
    ['coach', true],
    ['player', false],
    ['waiting', false],
    ['stranger', false],
  ])('shows the join key to %s: %s', (viewer, shown) => {
    expect(toTeamDto(team(), memberships, viewer).teamKey !== undefined).toBe(shown);
  });

  it('shows the join key to a program admin who is not on the team', () => {
    expect(toTeamDto(team(), memberships, 'director', program(['owner', 'director'])).teamKey).toBe(
      'ABCDEFGH',
    );
  });

  it('marks the team pending for a viewer whose join waits for review', () => {
    expect(toTeamDto(team(), memberships, 'waiting').pending).toBe(true);
  });
});
