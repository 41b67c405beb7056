// The chaos test's burst of mixed writes through the gateway. Each worker is a coach with a paid team (set up
// before the chaos starts) who writes in a loop until told to stop: new programs (teams), plays (playbook), events
// (schedule), posts (documents) and, now and then, a new account (identity). Every 200 answer is an acknowledged
// write, kept with the id it answered so the check afterwards can look for it in the owning service's database.
import { randomUUID } from 'node:crypto';
import { gameEvent, newPlayDocument, richDocFromText, waitFor } from '../smoke/gateway-client.mjs';

/** kind -> where an acknowledged write must be found afterwards. */
export const WRITE_TABLES = {
  account: { database: 'identity', table: 'accounts' },
  program: { database: 'teams', table: 'programs' },
  play: { database: 'playbook', table: 'plays' },
  event: { database: 'schedule', table: 'schedule_events' },
  post: { database: 'documents', table: 'feed_posts' },
};

/** A coach, a paid team and the playbook; waits until schedule and documents take writes for the team. */
export async function setUpWorker(api, index, timeoutMs) {
  const session = await api.signUp(`Chaos${index}`);
  const token = session.accessToken;
  const program = await api.buyTeam(token, {
    programName: `Chaos Club ${index}`,
    teamName: `Chaos ${index}`,
  });
  const team = await waitFor(
    'teams to apply billing paid state',
    async () =>
      (await api.expect('GET', 'teams/retrieveTeams', { token })).owned.find(
        (t) => t.programId === program.id && t.paid,
      ),
    { timeoutMs },
  );
  const { playbook } = await api.expect('GET', 'playbook/getMyPlaybook', { token });
  const worker = { index, token, teamId: team.id, playbookId: playbook.id, sequence: 0 };
  // The first event and post wait for schedule and documents to have heard of the team (Kafka); not counted.
  for (const kind of ['event', 'post'])
    await waitFor(
      `${kind} writes to be accepted for the team`,
      async () => (await write(api, worker, kind)).status === 200,
      {
        timeoutMs,
      },
    );
  return worker;
}

function writeRequest(worker, kind) {
  const tag = `${worker.index}-${(worker.sequence += 1)}-${randomUUID().slice(0, 6)}`;
  switch (kind) {
    case 'program':
      return [
        'teams/createProgram',
        { name: `Chaos program ${tag}`, teams: [{ name: `Chaos team ${tag}`, sport: 'LACROSSE_BOX' }] },
        (b) => b.program?.id,
      ];
    case 'play':
      return [
        'playbook/saveNewPlay',
        { playbookId: worker.playbookId, play: newPlayDocument(`Chaos play ${tag}`) },
        (b) => b.id,
      ];
    case 'event': {
      const date = new Date(Date.now() + (1 + (worker.sequence % 60)) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const def = gameEvent(date, `Chaos ${tag}`, 'Chaos Gym');
      return [
        'schedule/createBulkEvents',
        { teamId: worker.teamId, eventDefs: [def] },
        (b) => b.events?.[0]?.id,
      ];
    }
    case 'post':
      return [
        'messaging/createPost',
        { teamId: worker.teamId, audience: 'TEAM', content: richDocFromText(`Chaos post ${tag}`) },
        (b) => b.id,
      ];
    default:
      throw new Error(`unknown write ${kind}`);
  }
}

/** One write; resolves { kind, status, id? } (status 0: no answer, e.g. the gateway was down). */
async function write(api, worker, kind) {
  if (kind === 'account') {
    try {
      const session = await api.signUp('ChaosSignUp');
      return { kind, status: 200, id: session.user.id };
    } catch (error) {
      return { kind, status: error.status ?? 0 };
    }
  }
  const [path, body, idOf] = writeRequest(worker, kind);
  try {
    const answer = await api.call('POST', path, { token: worker.token, body });
    return { kind, status: answer.status, id: answer.status === 200 ? idOf(answer.body) : undefined };
  } catch {
    return { kind, status: 0 };
  }
}

// Accounts are costly (argon2 and the bot check): one write in ten.
const MIX = ['program', 'play', 'event', 'post', 'play', 'event', 'post', 'program', 'post', 'account'];

/** Runs every worker until stop() resolves; answers every write's outcome. */
export async function burst(api, workers, stopped) {
  const outcomes = [];
  let done = false;
  stopped.then(() => (done = true));
  await Promise.all(
    workers.map(async (worker) => {
      for (let i = worker.index; !done; i++) {
        const outcome = await write(api, worker, MIX[i % MIX.length]);
        outcomes.push({ ...outcome, at: Date.now() });
        // Failed answers during a kill come fast; a short pause keeps a dead service from spinning the loop.
        if (outcome.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return outcomes;
}
