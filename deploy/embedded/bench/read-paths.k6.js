// k6 load test of the main read paths through the gateway: login, teams/retrieveTeams, playbook/getMyPlaybook.
// Run by run-load.sh (`make bench-load`) against the embedded product with the demo data; k6 runs this file, not Node.
/* global __ENV, __VU */
import http from 'k6/http';
import { check } from 'k6';

const BASE = __ENV.BASE_URL;
const DURATION = __ENV.DURATION || '30s';
const DEMO = [
  { email: 'coach@demo.chalktalk.app', password: 'chalktalk-demo' },
  { email: 'player@demo.chalktalk.app', password: 'chalktalk-demo' },
];
const CALLS = ['login', 'retrieveTeams', 'getMyPlaybook'];

export const options = {
  scenarios: {
    // Most traffic is reading with a session the browser already has.
    reads: {
      executor: 'constant-vus',
      vus: Number(__ENV.READ_VUS || 8),
      duration: DURATION,
      exec: 'reads',
    },
    // A few users log in meanwhile (a password hash per call: the expensive one).
    logins: {
      executor: 'constant-vus',
      vus: Number(__ENV.LOGIN_VUS || 2),
      duration: DURATION,
      exec: 'logins',
    },
  },
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
  // Per-call submetrics exist in the summary only when something refers to them.
  thresholds: Object.fromEntries(
    CALLS.flatMap((call) => [
      [`http_req_duration{call:${call}}`, ['p(99)<5000']],
      [`http_reqs{call:${call}}`, ['count>0']],
    ]).concat([['http_req_failed', ['rate<0.01']]]),
  ),
};

function login(account) {
  const res = http.post(`${BASE}/api/account/login`, JSON.stringify(account), {
    headers: { 'content-type': 'application/json' },
    tags: { call: 'login' },
  });
  check(res, { 'login 200': (r) => r.status === 200 });
  return res.json('accessToken');
}

export function setup() {
  return { tokens: DEMO.map(login) };
}

export function reads(data) {
  const token = data.tokens[__VU % data.tokens.length];
  const params = (call) => ({ headers: { authorization: `Bearer ${token}` }, tags: { call } });
  const teams = http.get(`${BASE}/api/teams/retrieveTeams`, params('retrieveTeams'));
  check(teams, { 'retrieveTeams 200': (r) => r.status === 200 });
  const playbook = http.get(`${BASE}/api/playbook/getMyPlaybook`, params('getMyPlaybook'));
  check(playbook, { 'getMyPlaybook 200': (r) => r.status === 200 });
}

export function logins() {
  login(DEMO[__VU % DEMO.length]);
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

export function handleSummary(data) {
  const seconds = data.state.testRunDurationMs / 1000;
  const lines = [
    `${'call'.padEnd(15)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}  req/s`,
  ];
  for (const call of CALLS) {
    const duration = data.metrics[`http_req_duration{call:${call}}`].values;
    const count = data.metrics[`http_reqs{call:${call}}`].values.count;
    lines.push(
      `${call.padEnd(15)}${ms(duration.med)}${ms(duration['p(95)'])}${ms(duration['p(99)'])}  ${(count / seconds).toFixed(1)}`,
    );
  }
  const all = data.metrics.http_reqs.values;
  const failed = data.metrics.http_req_failed.values.rate;
  lines.push(
    `all calls: ${all.count} in ${seconds.toFixed(1)} s = ${all.rate.toFixed(1)} req/s, failed ${(failed * 100).toFixed(2)} %`,
  );
  return { stdout: `${lines.join('\n')}\n` };
}
