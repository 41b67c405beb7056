import { grant, grantsOf, type TeamStanding } from './acl';

const standing = (overrides: Partial<TeamStanding> = {}): TeamStanding => ({
  teamId: 't1',
  role: 'PLAYER',
  pending: false,
  paid: true,
  flags: {},
  ...overrides,
});

describe('grantsOf: who finds what (spec document 3 section 6, document 1 section 2)', () => {
  it('gives everyone their own playbook', () => {
    expect(grantsOf('u1', [])).toEqual([grant.user('u1')]);
  });

  it('gives a player the team, not the coaches-only items, and the roster only with PLAYERS_CAN_VIEW_TEAM_ROSTER', () => {
    expect(grantsOf('u1', [standing()])).toEqual([grant.user('u1'), grant.team('t1')]);
    expect(grantsOf('u1', [standing({ flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } })])).toEqual([
      grant.user('u1'),
      grant.team('t1'),
      grant.roster('t1'),
    ]);
    expect(grantsOf('u1', [standing({ role: 'CONTACT' })])).toEqual([grant.user('u1'), grant.team('t1')]);
  });

  it('gives coaches and admins (program admins arrive as ADMIN) the coaches-only items and the roster', () => {
    for (const role of ['COACH', 'ADMIN'] as const) {
      expect(grantsOf('u1', [standing({ role })])).toEqual([
        grant.user('u1'),
        grant.team('t1'),
        grant.coaches('t1'),
        grant.roster('t1'),
      ]);
    }
  });

  it('gives nothing of a pending membership or an inactive team, admins included', () => {
    expect(grantsOf('u1', [standing({ pending: true, role: 'COACH' })])).toEqual([grant.user('u1')]);
    expect(grantsOf('u1', [standing({ paid: false, role: 'ADMIN' })])).toEqual([grant.user('u1')]);
  });

  it('narrows to teamIds; a listed team the user is not on adds nothing', () => {
    const two = [standing(), standing({ teamId: 't2', role: 'COACH' })];
    expect(grantsOf('u1', two, ['t2', 't9'])).toEqual([
      grant.user('u1'),
      grant.team('t2'),
      grant.coaches('t2'),
      grant.roster('t2'),
    ]);
    expect(grantsOf('u1', two, [])).toHaveLength(5);
  });
});
