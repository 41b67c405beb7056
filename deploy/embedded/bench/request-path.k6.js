// k6 load test of the request path, run by run-load.sh (`make bench-load`) in three phases against the embedded
// product with the demo data and, beside it, the bare baseline server (baseline-server.mjs); k6 runs this file, not
// Node. One scenario per target, one after the other, so each has the machine to itself:
//   PHASE=saturate  the baseline (hello, select1) and the four reads at saturation (SATURATE_VUS closed-loop users
//                   for DURATION_S seconds each): requests per second
//   PHASE=half      the four reads at half their saturation rate (HALF_RATES, JSON {target: rate}): p95 and errors
//   PHASE=writes    the bare Nest write floor, saveNewPlay and updateRSVP at saturation, then the argon2id hash
//                   alone and login, one request at a time: latency
// Writes come last: the events they emit are still being handled afterwards, which would slow what follows.
// The summary (per target: requests, rps, p50, p95, p99, failure rate) is written as JSON to OUT.
/* global __ENV, __VU, __ITER, open */
import http from 'k6/http';
import { check, fail } from 'k6';

const BASE = __ENV.BASE_URL;
const BASELINE = __ENV.BASELINE_URL;
const NEST_BASELINE = __ENV.NEST_BASELINE_URL;
const PHASE = __ENV.PHASE || 'saturate';
const SECONDS = Number(__ENV.DURATION_S || 10);
const VUS = Number(__ENV.SATURATE_VUS || 8);
const PLAY = open(__ENV.PLAY_FILE);
const COACH = { email: 'coach@demo.chalktalk.app', password: 'chalktalk-demo' };
// Writes go to the player's personal playbook, so the coach's reads stay the same size in both phases.
const PLAYER = { email: 'player@demo.chalktalk.app', password: 'chalktalk-demo' };

export const READS = ['retrieveTeams', 'getMyPlaybook', 'getTeamPlaybook', 'getTeamMembers'];
export const WRITES = ['saveNewPlay', 'updateRSVP'];
const SATURATED = {
  saturate: ['hello', 'select1', 'nestSelect1', ...READS],
  writes: ['nestWrite', ...WRITES],
};
const ONE_AT_A_TIME = { saturate: [], writes: ['hash', 'login'] };

const GAP_SECONDS = 2;
/** When each scenario starts, in seconds after setup: one after another with a gap. */
const at = (index) => `${index * (SECONDS + GAP_SECONDS)}s`;

function scenarios() {
  const list = {};
  if (PHASE !== 'half') {
    const saturated = SATURATED[PHASE];
    saturated.forEach((target, index) => {
      list[target] = {
        executor: 'constant-vus',
        vus: VUS,
        duration: `${SECONDS}s`,
        startTime: at(index),
        exec: target,
      };
    });
    ONE_AT_A_TIME[PHASE].forEach((target, index) => {
      list[target] = {
        executor: 'constant-vus',
        vus: 1,
        duration: `${SECONDS}s`,
        startTime: at(saturated.length + index),
        exec: target,
      };
    });
  } else {
    const rates = JSON.parse(__ENV.HALF_RATES);
    READS.forEach((target, index) => {
      list[target] = {
        executor: 'constant-arrival-rate',
        rate: Math.max(1, Math.round(rates[target])),
        timeUnit: '1s',
        duration: `${SECONDS}s`,
        preAllocatedVUs: 16,
        maxVUs: 64,
        startTime: at(index),
        exec: target,
      };
    });
  }
  return list;
}

const SCENARIOS = scenarios();

export const options = {
  scenarios: SCENARIOS,
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
  // Per-scenario submetrics exist in the summary only when a threshold names them.
  thresholds: Object.fromEntries(
    Object.keys(SCENARIOS).flatMap((target) => [
      [`http_req_duration{scenario:${target}}`, ['max>=0']],
      [`http_reqs{scenario:${target}}`, ['count>=0']],
      [`http_req_failed{scenario:${target}}`, ['rate>=0']],
    ]),
  ),
};

function signIn(account) {
  const res = http.post(`${BASE}/api/account/login`, JSON.stringify(account), {
    headers: { 'content-type': 'application/json' },
  });
  if (res.status !== 200) fail(`login ${account.email}: ${res.status} ${res.body}`);
  return res.json('accessToken');
}

const bearer = (token) => ({ headers: { authorization: `Bearer ${token}` } });

export function setup() {
  const coach = signIn(COACH);
  const player = signIn(PLAYER);
  const teams = http.get(`${BASE}/api/teams/retrieveTeams`, bearer(coach)).json();
  const playbook = http.get(`${BASE}/api/playbook/getMyPlaybook`, bearer(player)).json();
  const rsvp = rsvpTargets(player);
  // The scenarios' startTime counts from the end of setup: with this the report finds each one's CPU window.
  const startedAt = Date.now();
  return {
    coach,
    player,
    teamId: teams.owned[0].id,
    playerPlaybookId: playbook.playbook.id,
    rsvp,
    startedAt,
  };
}

/** The player's team and its next events (up to 8): each virtual user answers its own, so no two wait on one row. */
function rsvpTargets(player) {
  const team = http.get(`${BASE}/api/teams/retrieveTeams`, bearer(player)).json().joined[0];
  if (!team) fail('the demo player is on no team');
  const schedule = http
    .get(`${BASE}/api/schedule/getSchedule?teamId=${team.id}&limit=8`, bearer(player))
    .json();
  if (schedule.events.length === 0) fail('the demo team has no upcoming event');
  return { teamId: team.id, eventIds: schedule.events.map((event) => event.id) };
}

function expectOk(res, target) {
  check(res, { [`${target} 200`]: (r) => r.status === 200 });
}

export function hello() {
  expectOk(http.get(`${BASELINE}/hello`), 'hello');
}

export function select1() {
  expectOk(http.get(`${BASELINE}/select1`), 'select1');
}

export function nestSelect1() {
  expectOk(http.get(`${NEST_BASELINE}/select1`), 'nestSelect1');
}

export function nestWrite() {
  const params = { headers: { 'content-type': 'application/json' } };
  expectOk(http.post(`${NEST_BASELINE}/write`, PLAY, params), 'nestWrite');
}

export function hash() {
  expectOk(http.get(`${BASELINE}/hash`), 'hash');
}

export function retrieveTeams(data) {
  expectOk(http.get(`${BASE}/api/teams/retrieveTeams`, bearer(data.coach)), 'retrieveTeams');
}

export function getMyPlaybook(data) {
  expectOk(http.get(`${BASE}/api/playbook/getMyPlaybook`, bearer(data.coach)), 'getMyPlaybook');
}

export function getTeamPlaybook(data) {
  const url = `${BASE}/api/playbook/getTeamPlaybook?teamId=${data.teamId}`;
  expectOk(http.get(url, bearer(data.coach)), 'getTeamPlaybook');
}

export function getTeamMembers(data) {
  const url = `${BASE}/api/teams/getTeamMembers?teams=${data.teamId}`;
  expectOk(http.get(url, bearer(data.coach)), 'getTeamMembers');
}

export function saveNewPlay(data) {
  const body = `{"playbookId":"${data.playerPlaybookId}","play":${PLAY}}`;
  const params = { headers: { authorization: `Bearer ${data.player}`, 'content-type': 'application/json' } };
  expectOk(http.post(`${BASE}/api/playbook/saveNewPlay`, body, params), 'saveNewPlay');
}

export function updateRSVP(data) {
  // A real change every time: the answer flips between GOING and MAYBE.
  const { teamId, eventIds } = data.rsvp;
  const eventId = eventIds[(__VU - 1) % eventIds.length];
  const status = __ITER % 2 === 0 ? 'MAYBE' : 'GOING';
  const body = JSON.stringify({ teamId, eventIds: [eventId], status });
  const params = { headers: { authorization: `Bearer ${data.player}`, 'content-type': 'application/json' } };
  expectOk(http.post(`${BASE}/api/schedule/updateRSVP`, body, params), 'updateRSVP');
}

export function login() {
  const res = http.post(`${BASE}/api/account/login`, JSON.stringify(COACH), {
    headers: { 'content-type': 'application/json' },
  });
  expectOk(res, 'login');
}

export function handleSummary(data) {
  const targets = {};
  for (const target of Object.keys(SCENARIOS)) {
    const duration = data.metrics[`http_req_duration{scenario:${target}}`].values;
    const count = data.metrics[`http_reqs{scenario:${target}}`].values.count;
    const startMs = data.setup_data.startedAt + parseInt(SCENARIOS[target].startTime, 10) * 1000;
    targets[target] = {
      // The middle of the scenario, a second in from each end: ramp-up and the last requests fall outside.
      window: { fromMs: startMs + 1000, toMs: startMs + (SECONDS - 1) * 1000 },
      requests: count,
      rps: count / SECONDS,
      p50: duration.med,
      p95: duration['p(95)'],
      p99: duration['p(99)'],
      failed: data.metrics[`http_req_failed{scenario:${target}}`].values.rate,
    };
  }
  return { [__ENV.OUT]: JSON.stringify({ phase: PHASE, seconds: SECONDS, targets }, null, 2) };
}
