import { create, PlayerRatingChangedSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { publishTestEvent, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { TeamsHarness } from './teams-harness';

interface RosterAnswer {
  roster: Array<{ id: string; overallRating: number | null }>;
}

const h = new TeamsHarness();

beforeAll(() => h.start('teams_roster_rating'), 120_000);
afterAll(() => h.stop());

describe('roster overallRating from evaluations (PlayerRatingChanged)', () => {
  it('sets the rating evaluations announce, clears it, and ignores redeliveries and other teams', async () => {
    const owner = randomUUID();
    const created = await h.post<{ teams: Array<{ id: string }> }>(owner, 'createProgram', {
      name: 'Club',
      teams: [{ name: 'Varsity', sport: 'BASKETBALL_HS' }],
    });
    const teamId = created.body.teams[0]!.id;
    const added = await h.post<{ player: { id: string } }>(owner, 'addRosterPlayer', {
      teamId,
      player: { firstName: 'Ava', lastName: 'Lee', jersey: '3', position: 'center' },
    });
    const rosterId = added.body.player.id;
    const rating = async () =>
      (await h.get<RosterAnswer>(owner, 'getRoster', { teamId })).body.roster.find((p) => p.id === rosterId)
        ?.overallRating;
    expect(await rating()).toBeNull();

    const announce = (team: string, value: number | undefined, eventId = randomUUID()) =>
      publishTestEvent(h.app, {
        topic: Topics.EvaluationsEvaluation,
        key: team,
        source: 'evaluations',
        eventId,
        teamId: team,
        schema: PlayerRatingChangedSchema,
        payload: create(PlayerRatingChangedSchema, {
          teamId: team,
          rosterId,
          ...(value === undefined ? {} : { overallRating: value }),
          changedAt: timestampFromDate(new Date()),
        }),
      });

    const first = randomUUID();
    await announce(teamId, 72, first);
    await waitFor(async () => ((await rating()) === 72 ? true : undefined), { what: 'the rating' });
    // Another team's event naming this roster id changes nothing; a redelivery of an old event neither.
    await announce(randomUUID(), 10);
    await announce(teamId, 80);
    await waitFor(async () => ((await rating()) === 80 ? true : undefined), { what: 'the new rating' });
    await announce(teamId, 72, first);
    await announce(teamId, undefined);
    await waitFor(async () => ((await rating()) === null ? true : undefined), { what: 'the cleared rating' });
  });
});
