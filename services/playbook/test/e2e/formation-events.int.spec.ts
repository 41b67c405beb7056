import {
  EnvelopeSchema,
  FormationChangedSchema,
  FormationDeletedSchema,
  fromBinary,
  Topics,
  timestampDate,
} from '@chalktalk/contracts';
import { aUser, PlaybookHarness } from '../harness';

/** playbook.formation.v1: every save and delete of a formation leaves its state in the outbox, for search. */
describe('formation events for search (real Postgres)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_formation_events'), 120_000);
  afterAll(() => h.stop());

  const formation = {
    name: 'Box Sweep',
    sport: 'BASKETBALL_HS',
    attributes: ['Offense'],
    description: 'Four around the lane',
    anchorType: 'GOAL',
    initial: [
      { id: 'b1', type: 'BLUEPLAYER', origin: { x: -6, y: -6 } },
      { id: 'b2', type: 'BLUEPLAYER', origin: { x: 6, y: -6 } },
    ],
    balls: [{ id: 'ball-1', carrier: 'b1' }],
  };

  const events = async (formationId: string) => {
    const rows = (await h.db.query(
      `SELECT type, payload FROM platform_outbox WHERE topic = $1 AND key = $2 ORDER BY id`,
      [Topics.PlaybookFormation, formationId],
    )) as { type: string; payload: Buffer }[];
    return rows.map((row) => {
      const envelope = fromBinary(EnvelopeSchema, row.payload);
      return row.type === FormationChangedSchema.typeName
        ? { kind: 'changed' as const, at: fromBinary(FormationChangedSchema, envelope.payload) }
        : { kind: 'deleted' as const, at: fromBinary(FormationDeletedSchema, envelope.payload) };
    });
  };

  it('sends the state of a personal formation on save and replace, then its deletion', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const saved = await h.post(me, 'saveFormation', { playbookId, formation });
    expect(saved.status).toBe(200);
    const id = saved.body.id as string;
    await h.post(me, 'saveFormation', { playbookId, formation: { ...formation, id, name: 'Box Sweep Two' } });
    let seen = await events(id);
    expect(seen.map((e) => e.kind)).toEqual(['changed', 'changed']);
    expect(seen[0]!.at).toMatchObject({
      formationId: id,
      playbookId,
      ownerId: me,
      teamId: '',
      name: 'Box Sweep',
      sport: 'BASKETBALL_HS',
      attributes: ['Offense'],
      description: 'Four around the lane',
    });
    expect(seen[1]!.at).toMatchObject({ name: 'Box Sweep Two' });
    const stamps = seen.map((e) =>
      timestampDate((e.at as { changedAt: Parameters<typeof timestampDate>[0] }).changedAt).getTime(),
    );
    expect(stamps[1]).toBeGreaterThan(stamps[0]!);

    expect((await h.post(me, 'deleteFormation', { playbookId, formationId: id })).status).toBe(200);
    seen = await events(id);
    expect(seen.at(-1)).toMatchObject({ kind: 'deleted', at: { formationId: id, playbookId } });
  });

  it('names the team of a team playbook, and sends nothing for a refused save', async () => {
    const coach = aUser();
    const team = await h.team({
      members: { [coach]: 'COACH' },
      flags: { COACHES_CAN_EDIT_TEAM_PLAYS: true },
    });
    const saved = await h.post(coach, 'saveFormation', { playbookId: team.playbookId, formation });
    expect([saved.status, saved.body]).toEqual([200, { id: expect.any(String) }]);
    expect((await events(saved.body.id))[0]!.at).toMatchObject({
      playbookId: team.playbookId,
      teamId: team.teamId,
      ownerId: '',
    });
    const before = (await h.db.query(`SELECT count(*)::int AS n FROM platform_outbox WHERE topic = $1`, [
      Topics.PlaybookFormation,
    ])) as { n: number }[];
    expect((await h.post(aUser(), 'saveFormation', { playbookId: team.playbookId, formation })).status).toBe(
      403,
    );
    const after = (await h.db.query(`SELECT count(*)::int AS n FROM platform_outbox WHERE topic = $1`, [
      Topics.PlaybookFormation,
    ])) as { n: number }[];
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
