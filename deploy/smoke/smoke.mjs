// The distributed stack's smoke walk (`make smoke`, after `make up`): sign-up -> team -> play -> event -> post ->
// search, every step through the gateway, each waiting only as long as the events between services need. Prints one
// line per step with its time; any failure prints what the gateway answered and exits 1.
// GATEWAY_URL overrides the address in .cache/run/distributed.env; SMOKE_STEP_TIMEOUT_MS (60000) bounds each wait.
import { randomUUID } from 'node:crypto';
import {
  GatewayClient,
  gameEvent,
  newPlayDocument,
  richDocFromText,
  stackEnv,
  waitFor,
} from './gateway-client.mjs';

const env = stackEnv();
const api = new GatewayClient(env.GATEWAY_URL);
const timeoutMs = Number(process.env.SMOKE_STEP_TIMEOUT_MS ?? 60_000);
// One made-up word in the play, the event and the post, so search must find exactly this walk's three documents.
const word = `smoke${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const state = {};
const started = Date.now();

/**
 * A write that a service accepts once it has heard the team's events (Kafka): 4xx answers are retried until the
 * step's time is up (the last one is reported), a 5xx fails at once.
 */
async function untilAccepted(what, path, body) {
  let last;
  try {
    return await waitFor(
      what,
      async () => {
        last = await api.call('POST', path, { token: state.token, body });
        if (last.status >= 500)
          throw new Error(`${path} answered ${last.status}: ${JSON.stringify(last.body)}`);
        return last.status === 200 ? last.body : undefined;
      },
      { timeoutMs },
    );
  } catch (error) {
    throw new Error(`${error.message}; last answer ${last?.status}: ${JSON.stringify(last?.body)}`);
  }
}

const steps = [
  [
    'sign-up',
    async () => {
      const session = await api.signUp('Smoke');
      state.token = session.accessToken;
      return `${session.email} (user ${session.user.id})`;
    },
  ],
  [
    'team',
    async () => {
      const program = await api.buyTeam(state.token, {
        programName: `Smoke Club ${word}`,
        teamName: `Smoke ${word}`,
      });
      // Billing tells teams the program is paid over Kafka; the team is usable once teams has heard it.
      const team = await waitFor(
        'teams to apply billing paid state',
        async () => {
          const mine = await api.expect('GET', 'teams/retrieveTeams', { token: state.token });
          return mine.owned.find((t) => t.programId === program.id && t.paid);
        },
        { timeoutMs },
      );
      state.teamId = team.id;
      return `program ${program.id}, team ${team.id} paid`;
    },
  ],
  [
    'play',
    async () => {
      // Plays are saved in the coach's own playbook and shared with the team (spec 2 section 4, Saving).
      const mine = await api.expect('GET', 'playbook/getMyPlaybook', { token: state.token });
      const saved = await api.expect('POST', 'playbook/saveNewPlay', {
        token: state.token,
        body: { playbookId: mine.playbook.id, play: newPlayDocument(`Horns ${word}`) },
      });
      // Sharing waits until playbook has heard of the team and its paid state (teams and billing events).
      await untilAccepted('playbook to share the play with the paid team', 'playbook/shareItems', {
        srcPlaybookId: mine.playbook.id,
        modifications: { [state.teamId]: 'TEAM' },
        itemIds: [saved.id],
      });
      return `play ${saved.id} shared with the team`;
    },
  ],
  [
    'event',
    async () => {
      const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const created = await untilAccepted(
        'schedule to accept an event (it consumes teams events)',
        'schedule/createBulkEvents',
        {
          teamId: state.teamId,
          eventDefs: [gameEvent(date, `Tigers ${word}`, 'Smoke Gym')],
        },
      );
      return `event ${created.events[0].id} on ${date}`;
    },
  ],
  [
    'post',
    async () => {
      const created = await untilAccepted(
        'documents to accept a post (it consumes teams events)',
        'messaging/createPost',
        {
          teamId: state.teamId,
          audience: 'TEAM',
          content: richDocFromText(`Great practice today ${word}`),
        },
      );
      return `post ${created.id}`;
    },
  ],
  [
    'search',
    async () => {
      // search is fed only by events (playbook, schedule, documents -> Kafka -> search -> Elasticsearch).
      const found = await waitFor(
        'search/global to find the play, the event and the post',
        async () => {
          const answer = await api.expect('GET', 'search/global', {
            token: state.token,
            query: { query: word, teamIds: state.teamId },
          });
          return answer.plays.length > 0 && answer.events.length > 0 && answer.posts.length > 0
            ? answer
            : undefined;
        },
        { timeoutMs },
      );
      return `plays "${found.plays[0].title}", events "${found.events[0].title}", posts "${found.posts[0].title}"`;
    },
  ],
];

console.log(`smoke: walking ${steps.map(([name]) => name).join(' -> ')} through ${env.GATEWAY_URL}`);
for (const [index, [name, run]] of steps.entries()) {
  const at = Date.now();
  try {
    const detail = await run();
    console.log(`smoke: [${index + 1}/${steps.length}] ${name} ok in ${Date.now() - at} ms: ${detail}`);
  } catch (error) {
    console.error(
      `smoke: [${index + 1}/${steps.length}] ${name} FAILED after ${Date.now() - at} ms: ${error.message}`,
    );
    process.exit(1);
  }
}
console.log(`smoke: passed in ${Date.now() - started} ms`);
