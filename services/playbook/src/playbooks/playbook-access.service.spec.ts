import type { PersonalUnlimitedRepository } from '../personal-unlimited/personal-unlimited.repository';
import type { TeamProjectionService } from '../team-projection/team-projection.service';
import { PlaybookAccess } from './playbook-access.service';
import { PlaybookEntity } from './playbook.entity';
import type { PlaybooksRepository } from './playbooks.repository';

const user = { id: 'u1', email: 'u1@example.test' };

function accessWith(
  access: Awaited<ReturnType<TeamProjectionService['access']>>,
  playbook: PlaybookEntity | null,
) {
  const teams = { access: jest.fn().mockResolvedValue(access) } as unknown as TeamProjectionService;
  const repository = {
    findTeamPlaybook: jest.fn().mockResolvedValue(playbook),
    findById: jest.fn().mockResolvedValue(playbook),
  } as unknown as PlaybooksRepository;
  const personalUnlimited = {
    isPaid: jest.fn().mockResolvedValue(false),
  } as unknown as PersonalUnlimitedRepository;
  return new PlaybookAccess(repository, teams, personalUnlimited);
}

const team = {
  teamId: 't1',
  programId: null,
  ownerId: 'owner',
  name: 'A',
  sport: 'BASKETBALL_HS',
  updatedAt: new Date(),
  plan: null,
  paid: false,
  flags: {},
  programAdminIds: [],
};
const teamPlaybook = Object.assign(new PlaybookEntity(), {
  id: 'pb1',
  type: 'team',
  teamId: 't1',
  ownerId: null,
  createdDate: new Date(),
});

describe('PlaybookAccess.team', () => {
  it('answers G004 for a team playbook has not heard of', async () => {
    await expect(accessWith(undefined, null).team(user, 't1')).rejects.toMatchObject({ code: 'G004' });
  });

  it('answers G003 to someone who is not a member', async () => {
    await expect(accessWith({ team, role: undefined }, teamPlaybook).team(user, 't1')).rejects.toMatchObject({
      code: 'G003',
      status: 403,
    });
  });

  it('keeps an unpaid team playbook open to its admins only', async () => {
    await expect(accessWith({ team, role: 'ADMIN' }, teamPlaybook).team(user, 't1')).resolves.toMatchObject({
      role: 'ADMIN',
    });
    for (const role of ['COACH', 'PLAYER'] as const) {
      await expect(accessWith({ team, role }, teamPlaybook).team(user, 't1')).rejects.toMatchObject({
        code: 'G003',
      });
    }
  });

  it.each(['ADMIN', 'COACH', 'PLAYER'] as const)('lets a %s read a paid team playbook', async (role) => {
    const paid = { ...team, paid: true };
    await expect(accessWith({ team: paid, role }, teamPlaybook).team(user, 't1')).resolves.toMatchObject({
      kind: 'team',
      role,
      writable: false,
    });
  });

  it('makes the team playbook writable for coaches only with COACHES_CAN_EDIT_TEAM_PLAYS', async () => {
    const flagged = { ...team, paid: true, flags: { COACHES_CAN_EDIT_TEAM_PLAYS: true } };
    const coach = await accessWith({ team: flagged, role: 'COACH' }, teamPlaybook).team(user, 't1');
    const player = await accessWith({ team: flagged, role: 'PLAYER' }, teamPlaybook).team(user, 't1');
    expect([coach.writable, player.writable]).toEqual([true, false]);
  });
});

describe('PlaybookAccess.context', () => {
  const personal = (ownerId: string) =>
    Object.assign(new PlaybookEntity(), {
      id: 'pp',
      type: 'personal',
      teamId: null,
      ownerId,
      createdDate: new Date(),
    });

  it('gives the owner a writable personal playbook and G003 to anyone else', async () => {
    await expect(accessWith(undefined, personal('u1')).context(user, 'pp')).resolves.toMatchObject({
      kind: 'personal',
      writable: true,
    });
    await expect(accessWith(undefined, personal('u2')).context(user, 'pp')).rejects.toMatchObject({
      code: 'G003',
    });
  });

  it('answers G004 for an unknown playbook and G003 when writing without the right', async () => {
    await expect(accessWith(undefined, null).context(user, 'x')).rejects.toMatchObject({ code: 'G004' });
    await expect(
      accessWith({ team, role: 'COACH' }, teamPlaybook).writable(user, 'pb1'),
    ).rejects.toMatchObject({
      code: 'G003',
    });
  });
});
