import {
  type EvaluationTemplateBody,
  positionsOf,
  suggestDepthChart,
  templateCriteria,
  type SportLine,
} from '@chalktalk/domain';
import type { ApiClient, ApiResult } from './api-client';

interface SeedTeam {
  id: string;
  sport: SportLine;
}

interface RosterPerson {
  id: string;
  uid: string | null;
  playerId: string | null;
  position: string;
  firstName: string;
}

/** The evaluations service learns teams and roster entries from events; the seed waits for them this long. */
const PROJECTION_WAIT_MS = 20_000;

/** Players a coach typed in, so each demo team has someone to rate and a depth chart to fill. */
const EXTRA_PLAYERS = [
  { firstName: 'Jordan', lastName: 'Reed', jersey: '4' },
  { firstName: 'Sam', lastName: 'Ortiz', jersey: '11' },
  { firstName: 'Riley', lastName: 'Chen', jersey: '15' },
  { firstName: 'Alex', lastName: 'Brooks', jersey: '22' },
  { firstName: 'Taylor', lastName: 'Nguyen', jersey: '31' },
];

/**
 * Evaluations for the demo: on each demo team a five-point template from the sport's defaults, a few typed-in
 * players with positions, two evaluations of each (the second a later re-rating, so the trend has a line), the
 * demo player's evaluation shared with the player, and a depth chart suggested from the ratings. All through the
 * public calls. A team that already has a template is left alone. Answers whether anything was added.
 */
export async function seedDemoEvaluations(
  api: ApiClient,
  coachToken: string,
  teams: readonly SeedTeam[],
): Promise<boolean> {
  let changed = false;
  for (const team of teams) {
    const listed = await retry(() =>
      api.call<{ templates: unknown[]; defaults: EvaluationTemplateBody }>(
        'GET',
        `evaluations/getEvaluationTemplates?teamId=${team.id}`,
        { token: coachToken },
      ),
    );
    if (listed.templates.length > 0) continue;
    changed = true;
    const { template } = await api.expect<{ template: { id: string } & EvaluationTemplateBody }>(
      'POST',
      'evaluations/saveEvaluationTemplate',
      { token: coachToken, body: { teamId: team.id, template: { ...listed.defaults, name: 'Preseason' } } },
    );
    const positions = positionsOf(team.sport);
    const roster = await rosterOf(api, coachToken, team.id);
    const typedIn = roster.filter((person) => person.playerId === null && person.uid === null).length;
    for (const [index, player] of EXTRA_PLAYERS.slice(typedIn).entries())
      await api.expect('POST', 'teams/addRosterPlayer', {
        token: coachToken,
        body: {
          teamId: team.id,
          player: { ...player, position: positions[(typedIn + index) % positions.length] },
        },
      });
    const players = (await rosterOf(api, coachToken, team.id)).filter((person) => person.playerId === null);
    const criteria = templateCriteria(template);
    const rated: Array<{ id: string; position: string; overallRating: number | null }> = [];
    for (const [index, player] of players.entries()) {
      const score = (offset: number) =>
        Object.fromEntries(criteria.map((c, i) => [c, 1 + ((index + i + offset) % 5)]));
      const first = await retry(() =>
        api.call<{ evaluation: { id: string; version: number } }>('POST', 'evaluations/saveEvaluation', {
          token: coachToken,
          body: {
            teamId: team.id,
            rosterId: player.id,
            evaluation: { templateId: template.id, scores: score(0) },
          },
        }),
      );
      const second = await api.expect<{ evaluation: { id: string; overallRating: number | null } }>(
        'POST',
        'evaluations/saveEvaluation',
        {
          token: coachToken,
          body: {
            teamId: team.id,
            rosterId: player.id,
            evaluation: {
              id: first.evaluation.id,
              version: first.evaluation.version,
              templateId: template.id,
              scores: score(1),
              measurements: {
                height: `${5 + (index % 2)}'${(index * 3) % 12}"`,
                weight: `${150 + index * 12}`,
              },
              notes: 'Preseason evaluation.',
            },
          },
        },
      );
      rated.push({
        id: player.id,
        position: player.position,
        overallRating: second.evaluation.overallRating,
      });
      if (player.uid)
        await api.expect('POST', 'teams/shareEvaluation', {
          token: coachToken,
          body: {
            teamId: team.id,
            rosterId: player.id,
            evaluationId: first.evaluation.id,
            shareType: 'PLAYER',
          },
        });
    }
    const { depthChart } = await api.expect<{ depthChart: { version: number } }>(
      'GET',
      `evaluations/getDepthChart?teamId=${team.id}`,
      { token: coachToken },
    );
    await api.expect('POST', 'evaluations/saveDepthChart', {
      token: coachToken,
      body: {
        teamId: team.id,
        depthChart: { ...suggestDepthChart(team.sport, rated), version: depthChart.version },
      },
    });
  }
  return changed;
}

async function rosterOf(api: ApiClient, token: string, teamId: string): Promise<RosterPerson[]> {
  return (await api.expect<{ roster: RosterPerson[] }>('GET', `teams/getRoster?teamId=${teamId}`, { token }))
    .roster;
}

/** Retries while the evaluations service has not projected the team or the roster entry yet (G004, G003). */
async function retry<T>(attempt: () => Promise<ApiResult<T>>): Promise<T> {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (;;) {
    const result = await attempt();
    if (result.ok) return result.body;
    if (!['G003', 'G004'].includes(result.error.code) || Date.now() > deadline)
      throw new Error(`demo seed (evaluations): ${result.error.code} ${result.error.message}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
