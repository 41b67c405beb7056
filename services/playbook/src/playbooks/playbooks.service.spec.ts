import type { TeamProjectionService } from '../team-projection/team-projection.service';
import { PlaybookEntity } from './playbook.entity';
import type { PlaybooksRepository } from './playbooks.repository';
import { PlaybooksService } from './playbooks.service';

const user = { id: 'u1', email: 'u1@example.test' };

function serviceWith(
  access: Awaited<ReturnType<TeamProjectionService['access']>>,
  playbook: PlaybookEntity | null,
) {
  const teams = { access: jest.fn().mockResolvedValue(access) } as unknown as TeamProjectionService;
  const repository = {
    findTeamPlaybook: jest.fn().mockResolvedValue(playbook),
  } as unknown as PlaybooksRepository;
  return new PlaybooksService(repository, teams);
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
};
const teamPlaybook = Object.assign(new PlaybookEntity(), {
  id: 'pb1',
  type: 'team',
  teamId: 't1',
  ownerId: null,
  createdDate: new Date(),
});

describe('PlaybooksService.getTeamPlaybook', () => {
  it('answers G004 for a team playbook has not heard of', async () => {
    await expect(serviceWith(undefined, null).getTeamPlaybook(user, 't1')).rejects.toMatchObject({
      code: 'G004',
    });
  });

  it('answers G003 to someone who is not a member', async () => {
    await expect(
      serviceWith({ team, role: undefined }, teamPlaybook).getTeamPlaybook(user, 't1'),
    ).rejects.toMatchObject({
      code: 'G003',
      status: 403,
    });
  });

  it.each(['ADMIN', 'COACH', 'PLAYER'] as const)('answers the playbook to a %s', async (role) => {
    await expect(serviceWith({ team, role }, teamPlaybook).getTeamPlaybook(user, 't1')).resolves.toEqual({
      playbook: { id: 'pb1', teamId: 't1', type: 'team', plays: [], folders: [] },
    });
  });
});
