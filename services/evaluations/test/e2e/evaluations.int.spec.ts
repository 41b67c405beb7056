import {
  DepthChartSavedSchema,
  EvaluationAddedSchema,
  EvaluationSharedSchema,
  EvaluationUpdatedSchema,
  EvaluationWithdrawnSchema,
  PlayerRatingChangedSchema,
} from '@chalktalk/contracts';
import { defaultTemplate, RATING_CRITERIA } from '@chalktalk/domain';
import { waitFor } from '@chalktalk/platform/testing';
import { EvaluationsHarness, type TestTeam } from '../harness';

const allScores = (score: number) => Object.fromEntries(RATING_CRITERIA.basketball.map((c) => [c, score]));

describe('evaluations service (real Postgres, teams events in)', () => {
  const h = new EvaluationsHarness();
  beforeAll(() => h.start('evaluations_e2e'), 120_000);
  afterAll(() => h.stop());

  async function teamWithTemplate(flags: Record<string, boolean> = {}) {
    const team = await h.team({ flags });
    const created = await h.post(team.ownerId, 'evaluations/saveEvaluationTemplate', {
      teamId: team.teamId,
      template: defaultTemplate('basketball', 'FIVE_POINT'),
    });
    expect(created.status).toBe(200);
    return { team, template: created.body.template };
  }

  const save = (userId: string, team: TestTeam, rosterId: string, evaluation: Record<string, unknown>) =>
    h.post(userId, 'evaluations/saveEvaluation', { teamId: team.teamId, rosterId, evaluation });

  describe('templates', () => {
    it('creates at version 1, adds 1 per update and lists newest first', async () => {
      const { team, template } = await teamWithTemplate();
      expect(template).toMatchObject({ version: 1, scoreScale: 'FIVE_POINT', active: true });
      const second = await h.post(team.ownerId, 'evaluations/saveEvaluationTemplate', {
        teamId: team.teamId,
        template: { ...defaultTemplate('basketball', 'TEN_POINT'), name: 'Tryouts' },
      });
      const updated = await h.post(team.ownerId, 'evaluations/saveEvaluationTemplate', {
        teamId: team.teamId,
        template: { ...defaultTemplate('basketball'), id: template.id, version: 1, active: false },
      });
      expect(updated.body.template).toMatchObject({ id: template.id, version: 2, active: false });
      const listed = await h.get(team.ownerId, 'evaluations/getEvaluationTemplates', { teamId: team.teamId });
      expect(listed.body.templates.map((t: { name: string }) => t.name)).toEqual([
        'Tryouts',
        'Player evaluation',
      ]);
      expect(listed.body.templates[0].id).toBe(second.body.template.id);
      expect(listed.body.defaults.sections[0].name).toBe('Athleticism');
    });

    it('refuses a save made from an old version (G010, 409, naming the stored one) and changes nothing', async () => {
      const { team, template } = await teamWithTemplate();
      const saveFrom = (version: number | undefined, name: string) =>
        h.post(team.ownerId, 'evaluations/saveEvaluationTemplate', {
          teamId: team.teamId,
          template: { ...defaultTemplate('basketball'), id: template.id, version, name },
        });
      // Saved from version 1 (the answer gives version 2), then a rename from the version of that answer.
      expect((await saveFrom(1, 'Zone')).body.template.version).toBe(2);
      const renamed = await saveFrom(2, 'Zone press');
      expect(renamed.body.template).toMatchObject({ version: 3, name: 'Zone press' });
      // A second coach still on version 2 would overwrite the rename: refused.
      const stale = await saveFrom(2, 'Man to man');
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: 'G010', details: { version: 3 } });
      const missing = await saveFrom(undefined, 'Man to man');
      expect(missing.status).toBe(400);
      expect(missing.body.error.details[0].path).toBe('template.version');
      const listed = await h.get(team.ownerId, 'evaluations/getEvaluationTemplates', { teamId: team.teamId });
      expect(listed.body.templates[0]).toMatchObject({ version: 3, name: 'Zone press' });
      // Saving over it on purpose names the version the conflict reported.
      expect((await saveFrom(3, 'Man to man')).body.template).toMatchObject({
        version: 4,
        name: 'Man to man',
      });
    });

    it('refuses a unit of another quantity, weights for unknown criteria, and coaches without the flag', async () => {
      const { team } = await teamWithTemplate();
      const body = defaultTemplate('basketball');
      const badUnit = {
        ...body,
        measuredFields: [{ id: 'h', label: 'Height', quantity: 'length', unit: 'kg' }],
      };
      const r1 = await h.post(team.ownerId, 'evaluations/saveEvaluationTemplate', {
        teamId: team.teamId,
        template: badUnit,
      });
      expect(r1.status).toBe(400);
      expect(r1.body.error.details[0].path).toBe('template.measuredFields.0.unit');
      const badWeight = { ...body, positionWeights: { center: { flying: 3 } } };
      const r2 = await h.post(team.ownerId, 'evaluations/saveEvaluationTemplate', {
        teamId: team.teamId,
        template: badWeight,
      });
      expect(r2.status).toBe(400);
      const coach = await h.member(team.teamId, 'COACH');
      const r3 = await h.post(coach, 'evaluations/saveEvaluationTemplate', {
        teamId: team.teamId,
        template: body,
      });
      expect(r3.status).toBe(403);
      const player = await h.member(team.teamId, 'PLAYER');
      expect(
        (await h.get(player, 'evaluations/getEvaluationTemplates', { teamId: team.teamId })).status,
      ).toBe(403);
    });
  });

  describe('saving evaluations', () => {
    it('creates with version 1 and a date, updates to version 2 keeping the history, rates from the position', async () => {
      const { team, template } = await teamWithTemplate();
      const rosterId = await h.rosterEntry(team.teamId, { position: 'point guard' });
      const first = await save(team.ownerId, team, rosterId, {
        templateId: template.id,
        scores: { ...allScores(3), dribble: 5, 'court vision': 5, 'offense IQ': 5 },
        measurements: { height: `6'2"`, weight: '185' },
      });
      expect(first.status).toBe(200);
      const evaluation = first.body.evaluation;
      expect(evaluation).toMatchObject({
        version: 1,
        templateVersion: 1,
        position: 'point guard',
        shareType: 'NOONE',
      });
      expect(evaluation.createdDate).toEqual(expect.any(String));
      // Key criteria (weight 3) at 5, the rest at 3: above the even 3.3 of 5.
      expect(evaluation.overallRating).toBeGreaterThan(70);
      expect(evaluation.measurements.height).toEqual({ si: 1.8796, unit: 'feet/inches' });
      expect(evaluation.measurements.weight.si).toBeCloseTo(83.9146, 4);

      const second = await save(team.ownerId, team, rosterId, {
        id: evaluation.id,
        version: 1,
        templateId: template.id,
        scores: allScores(2),
      });
      expect(second.body.evaluation).toMatchObject({ id: evaluation.id, version: 2, overallRating: 40 });
      expect(second.body.evaluation.createdDate).toBe(evaluation.createdDate);

      const read = await h.get(team.ownerId, 'teams/getPlayerEvaluations', { teamId: team.teamId, rosterId });
      expect(read.body.evaluations).toHaveLength(1);
      expect(read.body.history[evaluation.id].map((v: { version: number }) => v.version)).toEqual([1, 2]);
      expect(read.body.templateRevisions[template.id]['1']).toMatchObject({
        version: 1,
        scoreScale: 'FIVE_POINT',
      });

      const added = await h.events(EvaluationAddedSchema, team.teamId);
      const updated = await h.events(EvaluationUpdatedSchema, team.teamId);
      expect(added.map((e) => e.ref?.evaluationId)).toEqual([evaluation.id]);
      expect(updated.map((e) => e.version)).toEqual([2]);
      const ratings = await h.events(PlayerRatingChangedSchema, team.teamId);
      expect(ratings.map((e) => e.overallRating)).toEqual([evaluation.overallRating, 40]);
    });

    it('averages several coaches and reports how far they disagree; the roster gets the average', async () => {
      const { team, template } = await teamWithTemplate({ COACHES_CAN_CREATE_EVALUATIONS: true });
      const coach = await h.member(team.teamId, 'COACH');
      const rosterId = await h.rosterEntry(team.teamId, { position: 'center' });
      await save(team.ownerId, team, rosterId, { templateId: template.id, scores: allScores(4) });
      await save(coach, team, rosterId, { templateId: template.id, scores: allScores(2) });
      const read = await h.get(team.ownerId, 'teams/getPlayerEvaluations', { teamId: team.teamId, rosterId });
      expect(read.body.agreement).toEqual({ average: 60, spread: 20, min: 40, max: 80, count: 2 });
      const ratings = await h.events(PlayerRatingChangedSchema, team.teamId);
      expect(ratings.at(-1)?.overallRating).toBe(60);
    });

    it('refuses scores above the scale, unknown criteria, bad measurements and unknown players', async () => {
      const { team, template } = await teamWithTemplate();
      const rosterId = await h.rosterEntry(team.teamId);
      const over = await save(team.ownerId, team, rosterId, {
        templateId: template.id,
        scores: { speed: 6 },
      });
      expect(over.status).toBe(400);
      expect(over.body.error.details[0]).toEqual({
        path: 'evaluation.scores.speed',
        message: 'Scores go from 1 to 5',
      });
      expect(
        (await save(team.ownerId, team, rosterId, { templateId: template.id, scores: { flying: 3 } })).status,
      ).toBe(400);
      const tall = await save(team.ownerId, team, rosterId, {
        templateId: template.id,
        scores: {},
        measurements: { height: 'very' },
      });
      expect(tall.status).toBe(400);
      expect(tall.body.error.details[0].path).toBe('evaluation.measurements.height');
      const stranger = await save(team.ownerId, team, '00000000-0000-4000-8000-000000000000', {
        templateId: template.id,
        scores: {},
      });
      expect(stranger.status).toBe(404);
      const listed = await h.get(team.ownerId, 'teams/getPlayerEvaluations', {
        teamId: team.teamId,
        rosterId,
      });
      expect(listed.body.evaluations).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('lets coaches create only with COACHES_CAN_CREATE_EVALUATIONS; admins always', async () => {
      const { team, template } = await teamWithTemplate();
      const coach = await h.member(team.teamId, 'COACH');
      const rosterId = await h.rosterEntry(team.teamId);
      const body = { templateId: template.id, scores: { speed: 3 } };
      expect((await save(coach, team, rosterId, body)).status).toBe(403);
      expect((await save(team.ownerId, team, rosterId, body)).status).toBe(200);
      await h.setTeam(team, { flags: { COACHES_CAN_CREATE_EVALUATIONS: true } });
      expect((await save(coach, team, rosterId, body)).status).toBe(200);
    });

    it('refuses an update made from an old version (G010, 409) and keeps the newer save', async () => {
      const { team, template } = await teamWithTemplate();
      const rosterId = await h.rosterEntry(team.teamId);
      const created = (
        await save(team.ownerId, team, rosterId, { templateId: template.id, scores: allScores(3) })
      ).body.evaluation;
      const update = (version: number | undefined, score: number) =>
        save(team.ownerId, team, rosterId, {
          id: created.id,
          version,
          templateId: template.id,
          scores: allScores(score),
        });
      expect((await update(1, 4)).body.evaluation.version).toBe(2);
      const stale = await update(1, 1);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: 'G010', details: { version: 2 } });
      const missing = await update(undefined, 1);
      expect(missing.status).toBe(400);
      expect(missing.body.error.details[0].path).toBe('evaluation.version');
      const read = await h.get(team.ownerId, 'teams/getPlayerEvaluations', { teamId: team.teamId, rosterId });
      expect(read.body.evaluations[0]).toMatchObject({ version: 2, overallRating: 80 });
      expect(read.body.history[created.id]).toHaveLength(2);
    });

    it('keeps a coach from rewriting another coach’s evaluation; an admin may', async () => {
      const { team, template } = await teamWithTemplate({ COACHES_CAN_CREATE_EVALUATIONS: true });
      const [a, b] = [await h.member(team.teamId, 'COACH'), await h.member(team.teamId, 'COACH')];
      const rosterId = await h.rosterEntry(team.teamId);
      const mine = (await save(a, team, rosterId, { templateId: template.id, scores: { speed: 3 } })).body
        .evaluation;
      expect(
        (await save(b, team, rosterId, { id: mine.id, version: 1, templateId: template.id, scores: {} }))
          .status,
      ).toBe(403);
      expect(
        (
          await save(team.ownerId, team, rosterId, {
            id: mine.id,
            version: 1,
            templateId: template.id,
            scores: {},
          })
        ).status,
      ).toBe(200);
    });

    it('never lets players or contacts write, and hides unshared evaluations from them', async () => {
      const { team, template } = await teamWithTemplate({ COACHES_CAN_CREATE_EVALUATIONS: true });
      const playerUser = await h.member(team.teamId, 'PLAYER');
      const rosterId = await h.rosterEntry(team.teamId, { userId: playerUser });
      expect((await save(playerUser, team, rosterId, { templateId: template.id, scores: {} })).status).toBe(
        403,
      );
      await save(team.ownerId, team, rosterId, { templateId: template.id, scores: { speed: 4 } });
      const read = await h.get(playerUser, 'teams/getPlayerEvaluations', { teamId: team.teamId, rosterId });
      expect(read.status).toBe(200);
      expect(read.body.evaluations).toEqual([]);
      const other = await h.member(team.teamId, 'PLAYER');
      expect(
        (await h.get(other, 'teams/getPlayerEvaluations', { teamId: team.teamId, rosterId })).status,
      ).toBe(403);
    });
  });

  describe('sharing', () => {
    it('shares with the player, then with contacts, then withdraws with EvaluationWithdrawn', async () => {
      const { team, template } = await teamWithTemplate({ NOTIFY_PLAYERS_ON_NEW_EVALUATION: true });
      const playerUser = await h.member(team.teamId, 'PLAYER');
      const contactUser = await h.member(team.teamId, 'CONTACT');
      const rosterId = await h.rosterEntry(team.teamId, { userId: playerUser, firstName: 'Riley' });
      await h.rosterEntry(team.teamId, { userId: contactUser, playerId: rosterId });
      const evaluation = (
        await save(team.ownerId, team, rosterId, { templateId: template.id, scores: { speed: 4 } })
      ).body.evaluation;
      const share = (shareType: string) =>
        h.post(team.ownerId, 'teams/shareEvaluation', {
          teamId: team.teamId,
          rosterId,
          evaluationId: evaluation.id,
          shareType,
        });
      const mine = async (userId: string) => (await h.get(userId, 'teams/getMyEvaluations')).body;

      expect((await mine(playerUser)).evaluations).toEqual([]);
      expect((await share('PLAYER')).body.evaluation.shareType).toBe('PLAYER');
      const forPlayer = await mine(playerUser);
      expect(forPlayer.evaluations).toEqual([
        expect.objectContaining({ id: evaluation.id, playerName: 'Riley Lee' }),
      ]);
      expect(forPlayer.templateRevisions[template.id]['1'].sections).toHaveLength(4);
      expect((await mine(contactUser)).evaluations).toEqual([]);

      await share('CONTACTS');
      expect((await mine(playerUser)).evaluations).toEqual([]);
      expect((await mine(contactUser)).evaluations).toHaveLength(1);
      const contactRead = await h.get(contactUser, 'teams/getPlayerEvaluations', {
        teamId: team.teamId,
        rosterId,
      });
      expect(contactRead.body.evaluations).toHaveLength(1);

      await share('NOONE');
      expect((await mine(contactUser)).evaluations).toEqual([]);
      const shared = await h.events(EvaluationSharedSchema, team.teamId);
      expect(shared.map((e) => [e.ref?.shareType, e.ref?.recipientIds, e.notifyPlayers])).toEqual([
        ['PLAYER', [playerUser], true],
        ['CONTACTS', [contactUser], true],
      ]);
      const withdrawn = await h.events(EvaluationWithdrawnSchema, team.teamId);
      expect(withdrawn.map((e) => [e.previousShareType, e.formerRecipientIds])).toEqual([
        ['CONTACTS', [contactUser]],
      ]);
      // The same type again changes nothing and announces nothing.
      await share('NOONE');
      expect(await h.events(EvaluationWithdrawnSchema, team.teamId)).toHaveLength(1);
    });

    it('records the notify flags in the events', async () => {
      const { team, template } = await teamWithTemplate({ NOTIFY_PLAYERS_ON_EVALUATION_UPDATE: true });
      const rosterId = await h.rosterEntry(team.teamId);
      const first = (await save(team.ownerId, team, rosterId, { templateId: template.id, scores: {} })).body
        .evaluation;
      await save(team.ownerId, team, rosterId, {
        id: first.id,
        version: 1,
        templateId: template.id,
        scores: { speed: 2 },
      });
      expect((await h.events(EvaluationAddedSchema, team.teamId))[0]?.notifyPlayers).toBe(false);
      expect((await h.events(EvaluationUpdatedSchema, team.teamId))[0]?.notifyPlayers).toBe(true);
    });

    it('lets only evaluation writers share', async () => {
      const { team, template } = await teamWithTemplate();
      const coach = await h.member(team.teamId, 'COACH');
      const rosterId = await h.rosterEntry(team.teamId);
      const evaluation = (await save(team.ownerId, team, rosterId, { templateId: template.id, scores: {} }))
        .body.evaluation;
      const res = await h.post(coach, 'teams/shareEvaluation', {
        teamId: team.teamId,
        rosterId,
        evaluationId: evaluation.id,
        shareType: 'PLAYER',
      });
      expect(res.status).toBe(403);
    });
  });

  describe('depth charts', () => {
    it('saves, reloads, drops roster leavers and needs roster view rights to read', async () => {
      const team = await h.team({ sport: 'LACROSSE_MENS' });
      const [a, b, g] = [
        await h.rosterEntry(team.teamId, { position: 'attack' }),
        await h.rosterEntry(team.teamId, { position: 'attack' }),
        await h.rosterEntry(team.teamId, { position: 'goalkeeper' }),
      ];
      const empty = await h.get(team.ownerId, 'evaluations/getDepthChart', { teamId: team.teamId });
      expect(empty.body.depthChart.sections.midfield).toEqual({ lines: [[null, null, null]], enabled: true });
      expect(empty.body.depthChart.sections.faceOff.enabled).toBe(false);
      const sections = {
        ...empty.body.depthChart.sections,
        attack: { lines: [[a, b, null]], enabled: true },
        goalkeeper: { lines: [[g]], enabled: true },
        midfield: {
          lines: [
            [null, null, null],
            [null, null, null],
          ],
          enabled: true,
        },
      };
      const saved = await h.post(team.ownerId, 'evaluations/saveDepthChart', {
        teamId: team.teamId,
        depthChart: { sections, version: 0 },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.depthChart).toMatchObject({ modified: false, version: 1 });
      const reloaded = await h.get(team.ownerId, 'evaluations/getDepthChart', { teamId: team.teamId });
      expect(reloaded.body.depthChart.sections.attack.lines).toEqual([[a, b, null]]);
      expect(reloaded.body.depthChart.sections.midfield.lines).toHaveLength(2);
      expect((await h.events(DepthChartSavedSchema, team.teamId)).map((e) => e.filledSlots)).toEqual([3]);

      await h.removeRosterEntry(team.teamId, b);
      await waitFor(
        async () => {
          const [row] = await h.db.query(`SELECT document FROM depth_charts WHERE team_id = $1`, [
            team.teamId,
          ]);
          return row.document.sections.attack.lines[0][1] === null ? true : undefined;
        },
        { what: 'the leaver to leave the chart' },
      );
      const after = await h.get(team.ownerId, 'evaluations/getDepthChart', { teamId: team.teamId });
      expect(after.body.depthChart.sections.attack.lines).toEqual([[a, null, null]]);

      const player = await h.member(team.teamId, 'PLAYER');
      expect((await h.get(player, 'evaluations/getDepthChart', { teamId: team.teamId })).status).toBe(403);
      await h.setTeam(team, { flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } });
      expect((await h.get(player, 'evaluations/getDepthChart', { teamId: team.teamId })).status).toBe(200);
      expect(
        (
          await h.post(player, 'evaluations/saveDepthChart', {
            teamId: team.teamId,
            depthChart: { sections, version: 1 },
          })
        ).status,
      ).toBe(403);
    });

    it('saves from the version it was edited from: a save from an older one is G010 (409) and changes nothing', async () => {
      const team = await h.team({ sport: 'LACROSSE_WOMENS' });
      const [a, b] = [await h.rosterEntry(team.teamId), await h.rosterEntry(team.teamId)];
      const fresh = await h.get(team.ownerId, 'evaluations/getDepthChart', { teamId: team.teamId });
      expect(fresh.body.depthChart.version).toBe(0);
      const saveFrom = (version: number | undefined, goalkeeper: string) =>
        h.post(team.ownerId, 'evaluations/saveDepthChart', {
          teamId: team.teamId,
          depthChart: { version, sections: { goalkeeper: { lines: [[goalkeeper]], enabled: true } } },
        });
      expect((await saveFrom(0, a)).body.depthChart.version).toBe(1);
      // A second coach who opened the chart before that save (version 0).
      const stale = await saveFrom(0, b);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: 'G010', details: { version: 1 } });
      expect((await saveFrom(undefined, b)).status).toBe(400);
      const read = await h.get(team.ownerId, 'evaluations/getDepthChart', { teamId: team.teamId });
      expect(read.body.depthChart).toMatchObject({ version: 1, sections: { goalkeeper: { lines: [[a]] } } });
      expect((await h.events(DepthChartSavedSchema, team.teamId)).length).toBe(1);
      // Saving over it on purpose names the version the conflict reported.
      expect((await saveFrom(1, b)).body.depthChart.version).toBe(2);
    });

    it('refuses players not on the roster, wrong slot counts and a fourth midfield line', async () => {
      const team = await h.team({ sport: 'LACROSSE_WOMENS' });
      const post = (sections: Record<string, unknown>) =>
        h.post(team.ownerId, 'evaluations/saveDepthChart', {
          teamId: team.teamId,
          depthChart: { sections, version: 0 },
        });
      expect(
        (await post({ goalkeeper: { lines: [['00000000-0000-4000-8000-000000000000']], enabled: true } }))
          .status,
      ).toBe(400);
      expect((await post({ goalkeeper: { lines: [[null, null]], enabled: true } })).status).toBe(400);
      const line = [null, null, null];
      expect((await post({ midfield: { lines: [line, line, line, line], enabled: true } })).status).toBe(400);
      expect((await post({ midfield: { lines: [line, line, line], enabled: true } })).status).toBe(200);
    });
  });
});
