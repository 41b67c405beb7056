import { aUser, ScheduleHarness } from '../harness';

describe('practice plans and templates (real Postgres)', () => {
  const h = new ScheduleHarness();
  beforeAll(() => h.start('schedule_practice'), 120_000);
  afterAll(() => h.stop());

  const sections = [
    { title: 'Warm-up', minutes: 15, notes: 'Dynamic stretching' },
    { title: 'Shell drill', minutes: 20, playIds: ['0195f1d2-0000-7000-8000-0000000000ab'] },
  ];
  const practice = { eventType: 'PRACTICE', date: '2027-03-02', startTime: '18:00', endTime: '19:30' };

  it('updates a template only from its stored version: another is G010 (409) and changes nothing', async () => {
    const team = await h.team();
    const created = (
      await h.post(team.ownerId, 'savePracticeTemplate', { teamId: team.teamId, name: 'Tuesday', sections })
    ).body.practiceTemplate;
    expect(created.version).toBe(1);
    const saveFrom = (version: number | undefined, name: string) =>
      h.post(team.ownerId, 'savePracticeTemplate', {
        teamId: team.teamId,
        id: created.id,
        version,
        name,
        sections,
      });
    // A rename right after the save, from the version its answer gave.
    expect((await saveFrom(1, 'Tuesday shell')).body.practiceTemplate).toMatchObject({ version: 2 });
    const stale = await saveFrom(1, 'Thursday');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'G010', details: { version: 2 } });
    const missing = await saveFrom(undefined, 'Thursday');
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe('version');
    const listed = await h.get(team.ownerId, 'getPracticeTemplates', { teamId: team.teamId });
    expect(listed.body.practiceTemplates).toMatchObject([
      { id: created.id, name: 'Tuesday shell', version: 2 },
    ]);
  });

  it('keeps templates for editors, applies one to a practice with the practice-plan stamp, and tells the team', async () => {
    const team = await h.team();
    const player = await h.member(team, aUser(), 'PLAYER');
    const saved = await h.post(team.ownerId, 'savePracticeTemplate', {
      teamId: team.teamId,
      name: 'Tuesday',
      sections,
    });
    expect(saved.body.practiceTemplate).toMatchObject({
      name: 'Tuesday',
      totalMinutes: 35,
      createdBy: team.ownerId,
    });
    expect(
      (await h.post(player, 'savePracticeTemplate', { teamId: team.teamId, name: 'Mine', sections })).status,
    ).toBe(403);
    expect((await h.get(player, 'getPracticeTemplates', { teamId: team.teamId })).status).toBe(403);
    expect(
      (
        await h.post(team.ownerId, 'savePracticeTemplate', {
          teamId: team.teamId,
          name: 'Empty',
          sections: [],
        })
      ).status,
    ).toBe(400);

    const event = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: practice })).body
      .event;
    const applied = await h.post(team.ownerId, 'applyPracticeTemplate', {
      teamId: team.teamId,
      eventId: event.id,
      templateId: saved.body.practiceTemplate.id,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.event.practicePlan).toEqual({ sections });
    expect(applied.body.event.updated.practicePlan).not.toBeNull();
    expect(applied.body.event.updated.date).toBeNull();
    const types = (await h.outbox(team.teamId)).map((m) => m.type);
    expect(types).toEqual(['EventAdded', 'EventUpdated']);

    // Editing the template later leaves the practice's copy alone; applying the same plan again changes nothing.
    await h.post(team.ownerId, 'savePracticeTemplate', {
      teamId: team.teamId,
      id: saved.body.practiceTemplate.id,
      version: 1,
      name: 'Tuesday',
      sections: [{ title: 'Scrimmage', minutes: 30 }],
    });
    const read = await h.get(player, 'getEvent', { teamId: team.teamId, eventId: event.id });
    expect(read.body.event.practicePlan).toEqual({ sections });

    const game = (
      await h.post(team.ownerId, 'saveEvent', {
        teamId: team.teamId,
        event: { ...practice, eventType: 'GAME' },
      })
    ).body.event;
    expect(
      (
        await h.post(team.ownerId, 'applyPracticeTemplate', {
          teamId: team.teamId,
          eventId: game.id,
          templateId: saved.body.practiceTemplate.id,
        })
      ).status,
    ).toBe(400);
    expect(
      (await h.get(team.ownerId, 'getPracticeTemplates', { teamId: team.teamId })).body.practiceTemplates,
    ).toHaveLength(1);
    expect(
      (
        await h.post(team.ownerId, 'deletePracticeTemplate', {
          teamId: team.teamId,
          id: saved.body.practiceTemplate.id,
        })
      ).status,
    ).toBe(200);
  });

  it('saves a plan written on the event itself, stamping it only when it changes', async () => {
    const team = await h.team();
    const created = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: { ...practice, practicePlan: { sections } },
    });
    expect(created.body.event.practicePlan).toEqual({ sections });
    const same = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: created.body.event.id,
      event: { ...practice, practicePlan: { sections } },
    });
    expect(same.body.event.updated.practicePlan).toBeNull();
    const changed = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: created.body.event.id,
      event: { ...practice, practicePlan: null },
    });
    expect(changed.body.event.updated.practicePlan).not.toBeNull();
    expect(changed.body.event.practicePlan).toBeNull();
  });
});
