import { aUser, PlaybookHarness } from '../harness';

describe('formations and search/formations (real Postgres)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_formations'), 120_000);
  afterAll(() => h.stop());

  const formation = {
    name: 'Stack Left',
    sport: 'LACROSSE_MENS',
    attributes: ['Offense'],
    description: 'Three stacked on the left',
    anchorType: 'GOAL',
    initial: [
      { id: 'a1', type: 'BLUEPLAYER', origin: { x: -10, y: -12 } },
      { id: 'a2', type: 'BLUEPLAYER', origin: { x: -10, y: -8 } },
    ],
    balls: [{ id: 'ball-0', carrier: 'a1' }],
  };

  it('saves, lists, searches and deletes formations of a playbook', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const saved = await h.post(me, 'saveFormation', { playbookId, formation });
    expect(saved.status).toBe(200);
    const listed = await h.get(me, 'getFormations', { playbookId });
    expect(listed.body.formations).toEqual([
      expect.objectContaining({ id: saved.body.id, name: 'Stack Left', playbookId, version: 1 }),
    ]);
    const found = await h.get(me, 'search/formations', { query: 'stacked', playbookIds: [playbookId] });
    expect(found.body.formations.map((f: { id: string }) => f.id)).toEqual([saved.body.id]);
    const builtIn = await h.get(me, 'search/formations', { query: '2-3-1', playbookIds: [playbookId] });
    expect(builtIn.body.formations).toEqual([
      expect.objectContaining({ name: '2-3-1', sport: 'LACROSSE_MENS', playbookId: null }),
    ]);
    expect((await h.get(me, 'search/formations', { query: '', playbookIds: [playbookId] })).body).toEqual({
      formations: [],
    });
    expect((await h.post(me, 'deleteFormation', { playbookId, formationId: saved.body.id })).status).toBe(
      200,
    );
    expect((await h.get(me, 'getFormations', { playbookId })).body.formations).toEqual([]);
  });

  it('refuses bad formations and other people’s playbooks', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const orphanBall = { ...formation, balls: [{ id: 'ball-0', carrier: 'nobody' }] };
    expect((await h.post(me, 'saveFormation', { playbookId, formation: orphanBall })).status).toBe(400);
    const longName = { ...formation, name: 'x'.repeat(40) };
    expect((await h.post(me, 'saveFormation', { playbookId, formation: longName })).status).toBe(400);
    expect((await h.post(aUser(), 'saveFormation', { playbookId, formation })).status).toBe(403);
    expect(
      (await h.get(aUser(), 'search/formations', { query: 'x', playbookIds: [playbookId] })).status,
    ).toBe(403);
  });
});
