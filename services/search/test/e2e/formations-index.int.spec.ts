import {
  create,
  FormationChangedSchema,
  FormationDeletedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { grant } from '../../src/access/acl';
import { aUser, SearchHarness } from '../harness';

/** playbook.formation.v1 → the formation documents (Postgres adapter, events in). */
describe('formations indexed from playbook events (real Postgres)', () => {
  const h = new SearchHarness();
  beforeAll(() => h.start('search_formations'), 120_000);
  afterAll(() => h.stop());

  const changed = (
    formationId: string,
    fields: { playbookId: string; ownerId?: string; teamId?: string; name: string },
  ) =>
    h.emit(
      Topics.PlaybookFormation,
      formationId,
      FormationChangedSchema,
      create(FormationChangedSchema, {
        formationId,
        sport: 'BASKETBALL_HS',
        attributes: ['Offense'],
        description: 'Four around the lane',
        changedAt: timestampFromDate(new Date()),
        ...fields,
      }),
      'playbook',
    );
  const found = async (text: string, grants: string[], playbookId?: string) =>
    (await h.index.search({ text, kinds: ['formation'], grants, playbookId, limit: 10 })).hits.map(
      (hit) => hit.title,
    );

  it('finds a personal formation for its owner only, a team one for the team, and forgets a deleted one', async () => {
    const owner = aUser();
    const mine = randomUUID();
    const team = randomUUID();
    const teamPlaybook = randomUUID();
    const personal = randomUUID();
    await changed(personal, { playbookId: mine, ownerId: owner, name: 'Box Sweep' });
    await changed(randomUUID(), { playbookId: teamPlaybook, teamId: team, name: 'Box Shell' });
    await waitFor(
      async () =>
        (await found('box', [grant.user(owner), grant.team(team)])).length === 2 ? true : undefined,
      {
        what: 'both formations indexed',
      },
    );
    expect(await found('box', [grant.user(owner)], mine)).toEqual(['Box Sweep']);
    expect(await found('offense', [grant.team(team)], teamPlaybook)).toEqual(['Box Shell']);
    expect(await found('box', [grant.user(aUser()), grant.team(randomUUID())])).toEqual([]);
    // search/global's groups never carry formations.
    expect((await h.get(owner, 'global', { query: 'box sweep' })).body).toMatchObject({
      posts: [],
      events: [],
      roster: [],
      plays: [],
    });

    await h.emit(
      Topics.PlaybookFormation,
      personal,
      FormationDeletedSchema,
      create(FormationDeletedSchema, {
        formationId: personal,
        playbookId: mine,
        deletedAt: timestampFromDate(new Date()),
      }),
      'playbook',
    );
    await waitFor(async () => ((await found('box', [grant.user(owner)])).length === 0 ? true : undefined), {
      what: 'the deleted formation gone',
    });
  });
});
