import {
  create,
  EventAddedSchema,
  EventCancelledSchema,
  EventUpdatedSchema,
  type GenMessage,
  MemberJoinedSchema,
  type Message,
  PlayChangedSchema,
  PlayDeletedSchema,
  PlayFirstViewedSchema,
  TeamCreatedSchema,
  timestampFromDate,
  timestampNow,
  Topics,
} from '@chalktalk/contracts';
import {
  freePort,
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
  waitFor,
} from '@chalktalk/platform/testing';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { NotificationsHarness } from './harness';

const HOUR = 3_600_000;

describe('scheduled notifications (real Postgres, in-process bus)', () => {
  const h = new NotificationsHarness();
  beforeAll(
    () => h.start({ database: 'notifications_scheduled_int', env: { SCHEDULER_POLL_MS: '100' } }),
    120_000,
  );
  afterAll(() => h.stop());

  /** Publishes and waits until the inbox has handled it. */
  async function publish<M extends Message>(
    topic: string,
    key: string,
    schema: GenMessage<M>,
    payload: M,
    actorId = '',
  ) {
    const eventId = await h.emit(topic, key, schema, payload, actorId);
    await h.handled(eventId);
    return eventId;
  }

  const teamId = randomUUID();
  const coach = randomUUID();
  const players = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    await publish(
      Topics.TeamsTeam,
      teamId,
      TeamCreatedSchema,
      create(TeamCreatedSchema, {
        teamId,
        name: 'Comets',
        sport: 'BASKETBALL_HS',
        ownerId: coach,
        timeZone: 'America/Denver',
      }),
    );
    for (const [i, userId] of [coach, ...players].entries())
      await publish(
        Topics.TeamsMembership,
        teamId,
        MemberJoinedSchema,
        create(MemberJoinedSchema, {
          teamId,
          userId,
          role: i === 0 ? 'ADMIN' : 'PLAYER',
          email: `comet${i}@sched.test`,
          firstName: `C${i}`,
          lastName: 'Comet',
        }),
      );
  }, 60_000);

  const scheduled = (eventId: string, start: Date, extra: Record<string, unknown> = {}) => ({
    eventId,
    teamId,
    eventType: 'PRACTICE',
    startAt: timestampFromDate(start),
    timeZone: 'America/Denver',
    ...extra,
  });

  const jobs = async (eventId: string) =>
    (await h.db.query(
      `SELECT job_key, status, due_at FROM scheduled_jobs WHERE event_id = $1 ORDER BY job_key`,
      [eventId],
    )) as { job_key: string; status: string; due_at: Date }[];

  it('EVENT_STARTING_SOON an hour before, to the whole team; it follows a moved event and is dropped when cancelled', async () => {
    const soon = randomUUID();
    const start = new Date(Date.now() + HOUR + 1500);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, { event: scheduled(soon, start), sendNotification: false }),
      coach,
    );
    const rows = await waitFor(
      async () => {
        const found = (await h.db.query(
          `SELECT user_id, title, body, link FROM notifications WHERE kind = 'EVENT_STARTING_SOON' AND params->>'eventId' = $1 ORDER BY user_id`,
          [soon],
        )) as { user_id: string; title: string; body: string; link: string }[];
        return found.length === 3 ? found : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(rows.map((r) => r.user_id)).toEqual([coach, ...players].sort());
    expect(rows[0]).toMatchObject({
      title: 'Starting soon: Practice',
      body: 'Practice of Comets starts in one hour.',
    });
    expect((await jobs(soon)).map((j) => j.status)).toEqual(['done']);

    // A later event, moved: the old job goes, a new one waits for the new time; cancelled: nothing waits.
    const later = randomUUID();
    const first = new Date(Date.now() + 5 * HOUR);
    const moved = new Date(Date.now() + 9 * HOUR);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, { event: scheduled(later, first) }),
    );
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventUpdatedSchema,
      create(EventUpdatedSchema, { event: scheduled(later, moved), changedFields: ['date'] }),
    );
    expect(await jobs(later)).toEqual([
      {
        job_key: `STARTING_SOON:${later}:${moved.toISOString()}`,
        status: 'pending',
        due_at: new Date(moved.getTime() - HOUR),
      },
    ]);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventCancelledSchema,
      create(EventCancelledSchema, { event: scheduled(later, moved, { cancelled: true }) }),
    );
    expect(await jobs(later)).toEqual([]);
  }, 60_000);

  it('the weekly digest (Sunday 18:00 team time) lists the coming week, mails it, and plans the next week', async () => {
    const game = randomUUID();
    const inThreeDays = new Date(Date.now() + 72 * HOUR);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, {
        event: scheduled(game, inThreeDays, { eventType: 'GAME', opponent: 'Rockets' }),
      }),
    );
    const [weekly] = (await h.db.query(
      `SELECT id, job_key, due_at FROM scheduled_jobs WHERE kind = 'WEEKLY_UPCOMING_EVENT' AND team_id = $1 AND status = 'pending'`,
      [teamId],
    )) as { id: string; job_key: string; due_at: Date }[];
    // Sunday 18:00 in Denver is 00:00 or 01:00 UTC on Monday.
    expect(weekly!.due_at.getUTCDay()).toBe(1);
    expect([0, 1]).toContain(weekly!.due_at.getUTCHours());
    // Its time comes: the development call makes it due now (coaches and admins of the team only), so the test
    // need not wait for Sunday.
    const sendNow = (user: string) =>
      h.request('POST', '/api/dev/sendScheduledNow', {
        user,
        body: { teamId, kind: 'WEEKLY_UPCOMING_EVENT' },
      });
    expect((await sendNow(players[0]!)).status).toBe(403);
    const answer = await sendNow(coach);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ due: 1 });
    const mail = await waitFor(
      async () => {
        const m = await h.mailsTo('comet1@sched.test');
        return m.find((x) => x.subject === 'This week for Comets');
      },
      { timeoutMs: 20_000 },
    );
    expect(mail.text).toContain('event');
    expect(mail.text).toContain('Game vs Rockets');
    expect(mail.text).toMatch(
      /Unsubscribe from these emails: http:\/\/localhost:8080\/api\/notifications\/unsubscribe\?u=.*k=WEEKLY_UPCOMING_EVENT/,
    );
    const next = (await h.db.query(
      `SELECT job_key FROM scheduled_jobs WHERE kind = 'WEEKLY_UPCOMING_EVENT' AND team_id = $1 AND status = 'pending'`,
      [teamId],
    )) as { job_key: string }[];
    expect(next).toHaveLength(1);
    expect(next[0]!.job_key).not.toBe(weekly!.job_key);
  }, 60_000);

  const inboxOfKind = async (kind: string, extra = '', args: unknown[] = []) =>
    (await h.db.query(
      `SELECT user_id, title, body, link, count FROM notifications WHERE kind = $1 ${extra} ORDER BY user_id`,
      [kind, ...args],
    )) as { user_id: string; title: string; body: string; link: string; count: number }[];

  it('UPCOMING_EVENT the day before, to the whole team, moved with the event', async () => {
    const game = randomUUID();
    const start = new Date(Date.now() + 30 * HOUR);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, { event: scheduled(game, start, { eventType: 'GAME', opponent: 'Jets' }) }),
    );
    const dayBefore = async () => (await jobs(game)).filter((j) => j.job_key.startsWith('DAY_BEFORE:'));
    expect(await dayBefore()).toEqual([
      {
        job_key: `DAY_BEFORE:${game}:${start.toISOString()}`,
        status: 'pending',
        due_at: new Date(start.getTime() - 24 * HOUR),
      },
    ]);
    const moved = new Date(start.getTime() + 2 * HOUR);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventUpdatedSchema,
      create(EventUpdatedSchema, {
        event: scheduled(game, moved, { eventType: 'GAME', opponent: 'Jets' }),
        changedFields: ['date'],
      }),
    );
    const [job] = await dayBefore();
    expect(job).toMatchObject({ job_key: `DAY_BEFORE:${game}:${moved.toISOString()}`, status: 'pending' });
    // Its time comes (moved to now, so the test need not wait a day).
    await h.db.query(`UPDATE scheduled_jobs SET due_at = now() WHERE job_key = $1`, [job!.job_key]);
    const rows = await waitFor(
      async () => {
        const found = await inboxOfKind('UPCOMING_EVENT', `AND params->>'eventId' = $2`, [game]);
        return found.length === 3 ? found : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(rows.map((r) => r.user_id)).toEqual([coach, ...players].sort());
    expect(rows[0]!.title).toBe('Reminder: Game vs Jets');
    expect(rows[0]!.link).toBe(`/schedule/event/details?ev=${game}&t=${teamId}`);
    expect((await dayBefore()).map((j) => j.status)).toEqual(['done']);
  }, 60_000);

  it("plans no automatic day-before UPCOMING_EVENT when the coach's own reminder sends then", async () => {
    const game = randomUUID();
    const start = new Date(Date.now() + 50 * HOUR);
    const dayBefore = async () => (await jobs(game)).filter((j) => j.job_key.startsWith('DAY_BEFORE:'));
    const withReminder = (reminderAt: Date | undefined) =>
      scheduled(game, start, {
        eventType: 'GAME',
        opponent: 'Hawks',
        ...(reminderAt ? { reminderSendAt: timestampFromDate(reminderAt) } : {}),
      });
    const edit = (reminderAt: Date | undefined) =>
      publish(
        Topics.ScheduleEvent,
        teamId,
        EventUpdatedSchema,
        create(EventUpdatedSchema, { event: withReminder(reminderAt), changedFields: ['reminder'] }),
      );
    // 'One Day Before', shifted two hours later: the coach's reminder is the day-before one.
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, { event: withReminder(new Date(start.getTime() - 22 * HOUR)) }),
    );
    expect(await dayBefore()).toEqual([]);
    // 'Two Days Before': a day apart from the automatic one, which stays.
    await edit(new Date(start.getTime() - 48 * HOUR));
    expect((await dayBefore()).map((j) => j.job_key)).toEqual([`DAY_BEFORE:${game}:${start.toISOString()}`]);
    // Back to 'One Day Before': dropped again; the reminder removed: planned again.
    await edit(new Date(start.getTime() - 24 * HOUR));
    expect(await dayBefore()).toEqual([]);
    await edit(undefined);
    expect(await dayBefore()).toEqual([
      {
        job_key: `DAY_BEFORE:${game}:${start.toISOString()}`,
        status: 'pending',
        due_at: new Date(start.getTime() - 24 * HOUR),
      },
    ]);
  }, 60_000);

  it('PRACTICE_PHASE at each phase start to the coaches and admins; a changed plan replaces its jobs, cancelling drops them', async () => {
    const practice = randomUUID();
    const start = new Date(Date.now() + 1500);
    const phase = (name: string, offset: number, minutes: number) => ({
      name,
      startOffsetMinutes: offset,
      minutes,
      startAt: timestampFromDate(new Date(start.getTime() + offset * 60_000)),
    });
    const withPlan = (phases: ReturnType<typeof phase>[], extra: Record<string, unknown> = {}) =>
      scheduled(practice, start, { title: 'Tuesday practice', practicePhases: phases, ...extra });
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, { event: withPlan([phase('Warm-up', 0, 15), phase('Shell drill', 15, 20)]) }),
    );
    const rows = await waitFor(
      async () => {
        const found = await inboxOfKind('PRACTICE_PHASE', `AND params->>'eventId' = $2`, [practice]);
        return found.length ? found : undefined;
      },
      { timeoutMs: 15_000 },
    );
    // Only the admin (coaches and admins run the practice), at the first phase's start.
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: coach,
        title: 'Next: Warm-up',
        body: 'Tuesday practice: time for Warm-up.',
        link: `/schedule/event/details?ev=${practice}&t=${teamId}`,
      }),
    ]);
    const phaseJobs = async () =>
      (await jobs(practice))
        .filter((j) => j.job_key.startsWith('PHASE:'))
        .map((j) => [j.job_key.split(':').pop(), j.status]);
    expect(await phaseJobs()).toEqual(
      expect.arrayContaining([
        ['Warm-up', 'done'],
        ['Shell drill', 'pending'],
      ]),
    );
    // The coach renames the second phase: its old job goes, the new one waits.
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventUpdatedSchema,
      create(EventUpdatedSchema, {
        event: withPlan([phase('Warm-up', 0, 15), phase('Press break', 15, 20)]),
        changedFields: ['practicePlan'],
      }),
    );
    expect((await phaseJobs()).filter(([, status]) => status === 'pending')).toEqual([
      ['Press break', 'pending'],
    ]);
    await publish(
      Topics.ScheduleEvent,
      teamId,
      EventCancelledSchema,
      create(EventCancelledSchema, {
        event: withPlan([phase('Warm-up', 0, 15), phase('Press break', 15, 20)], { cancelled: true }),
      }),
    );
    expect((await phaseJobs()).filter(([, status]) => status === 'pending')).toEqual([]);
  }, 60_000);

  it('UNVIEWED_PLAYS: each player hears daily (17:00 team time) how many team plays shared a day ago they have not opened', async () => {
    const twoDaysAgo = timestampFromDate(new Date(Date.now() - 48 * HOUR));
    const share = async (playId: string, changedAt = twoDaysAgo, coachOnly = false) =>
      publish(
        Topics.PlaybookPlay,
        playId,
        PlayChangedSchema,
        create(PlayChangedSchema, {
          playId,
          ownerId: coach,
          name: 'Play',
          changedAt,
          listings: [{ teamId, playbookId: randomUUID(), coachOnly }],
        }),
        coach,
      );
    const [opened, unopened, secret, fresh, deleted] = [1, 2, 3, 4, 5].map(() => randomUUID());
    await share(opened!);
    await share(unopened!);
    await share(secret!, twoDaysAgo, true);
    await share(fresh!, timestampNow());
    await share(deleted!);
    await publish(
      Topics.PlaybookPlay,
      deleted!,
      PlayDeletedSchema,
      create(PlayDeletedSchema, { playId: deleted! }),
    );
    // players[0] opened one play (twice: the second event changes nothing); players[1] none.
    for (let i = 0; i < 2; i++)
      await publish(
        Topics.PlaybookStudy,
        teamId,
        PlayFirstViewedSchema,
        create(PlayFirstViewedSchema, {
          teamId,
          playId: opened!,
          userId: players[0]!,
          viewedAt: timestampNow(),
        }),
        players[0]!,
      );
    const pending = async () =>
      (await h.db.query(
        `SELECT id, job_key, due_at FROM scheduled_jobs WHERE kind = 'UNVIEWED_PLAYS' AND team_id = $1 AND status = 'pending'`,
        [teamId],
      )) as { id: string; job_key: string; due_at: Date }[];
    const [daily] = await pending();
    // 17:00 in Denver is 00:00 (MST) or 23:00 (MDT) UTC, within the next day.
    expect([0, 23]).toContain(daily!.due_at.getUTCHours());
    expect(daily!.due_at.getTime() - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    await h.db.query(`UPDATE scheduled_jobs SET due_at = now() WHERE id = $1`, [daily!.id]);
    const rows = await waitFor(
      async () => {
        const found = await inboxOfKind('UNVIEWED_PLAYS', `AND team_id = $2`, [teamId]);
        return found.length === 2 ? found : undefined;
      },
      { timeoutMs: 15_000 },
    );
    // The coach (an admin) gets none; the fresh, the coaches-only and the deleted plays do not count.
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    expect(byUser.get(players[0]!)).toMatchObject({
      count: 1,
      title: '1 play to review in Comets',
      body: 'You have not opened 1 play of Comets yet.',
      link: `/playbook/team?t=${teamId}`,
    });
    expect(byUser.get(players[1]!)).toMatchObject({ count: 2, title: '2 plays to review in Comets' });
    const mail = await waitFor(
      async () =>
        (await h.mailsTo('comet2@sched.test')).find((m) => m.subject === '2 plays to review in Comets'),
      { timeoutMs: 20_000 },
    );
    expect(mail.text).toMatch(/unsubscribe\?u=.*k=UNVIEWED_PLAYS/);
    // The next day's digest is planned.
    const [next] = await pending();
    expect(next!.job_key).not.toBe(daily!.job_key);
    expect(next!.due_at.getTime() - daily!.due_at.getTime()).toBeGreaterThan(20 * HOUR);
  }, 60_000);
});

/**
 * kill -9 while a batch is due: the service (dist/main.js, its own process) is killed mid-batch and started again;
 * every job ends done with exactly one notification per member, none twice, none lost.
 */
describe('scheduled notifications survive kill -9 (separate process)', () => {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let child: ChildProcess | undefined;
  let url: string;
  const root = join(__dirname, '..');

  beforeAll(async () => {
    execFileSync('npm', ['run', 'build', '-w', '@chalktalk/notifications-service'], {
      cwd: join(root, '..', '..'),
      stdio: 'ignore',
    });
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    url = pg.url('notifications_kill_int');
  }, 180_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await issuer?.stop();
    await pg?.stop();
  });

  async function startService(): Promise<ChildProcess> {
    const port = await freePort();
    const proc = spawn(process.execPath, [join(root, 'dist', 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url,
        JWKS_URL: issuer.jwksUrl,
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        SCHEDULER_POLL_MS: '100',
      },
      stdio: 'ignore',
    });
    await waitFor(
      async () => {
        const r = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
        return r?.ok ? true : undefined;
      },
      { timeoutMs: 60_000 },
    );
    return proc;
  }

  it('loses nothing and sends nothing twice', async () => {
    child = await startService(); // migrates the database
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const team = randomUUID();
      const members = Array.from({ length: 4 }, () => randomUUID());
      const JOBS = 400;
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO team_projections (team_id, owner_id, name, sport, paid, flags, program_admin_ids, updated_at)
         VALUES ($1, $2, 'Killers', 'BASKETBALL_HS', true, '{}', '{}', now())`,
        [team, members[0]],
      );
      for (const [i, userId] of members.entries())
        await db.query(
          `INSERT INTO team_member_projections (team_id, user_id, role, pending, first_name, last_name, email)
           VALUES ($1, $2, $3, false, $4, 'K', $5)`,
          [team, userId, i === 0 ? 'ADMIN' : 'PLAYER', `M${i}`, `m${i}@kill.test`],
        );
      for (let i = 0; i < JOBS; i++) {
        const eventId = randomUUID();
        const start = new Date(Date.now() + HOUR - 60_000 + i);
        await db.query(
          `INSERT INTO scheduled_events (event_id, team_id, title, start_at, time_zone, cancelled) VALUES ($1, $2, $3, $4, 'UTC', false)`,
          [eventId, team, `Practice ${i}`, start],
        );
        await db.query(
          `INSERT INTO scheduled_jobs (id, kind, job_key, team_id, event_id, due_at, status)
           VALUES ($1, 'EVENT_STARTING_SOON', $2, $3, $4, now(), 'pending')`,
          [randomUUID(), `STARTING_SOON:${eventId}:${start.toISOString()}`, team, eventId],
        );
      }
      await db.query('COMMIT');
      const done = async () =>
        Number(
          (
            (await db.query(`SELECT count(*) AS n FROM scheduled_jobs WHERE status = 'done'`)).rows[0] as {
              n: string;
            }
          ).n,
        );
      await waitFor(async () => ((await done()) >= 10 ? true : undefined), {
        timeoutMs: 30_000,
        intervalMs: 5,
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      const atKill = await done();
      expect(atKill).toBeLessThan(JOBS); // killed while the batch was due

      child = await startService();
      await waitFor(async () => ((await done()) === JOBS ? true : undefined), {
        timeoutMs: 90_000,
        intervalMs: 50,
      });
      const perJob = (
        await db.query(
          `SELECT j.id, count(n.id)::int AS items, count(DISTINCT n.user_id)::int AS people
             FROM scheduled_jobs j LEFT JOIN notifications n ON n.last_event_id = j.id::text
            GROUP BY j.id`,
        )
      ).rows as { id: string; items: number; people: number }[];
      expect(perJob).toHaveLength(JOBS);
      expect(perJob.filter((j) => j.items !== members.length || j.people !== members.length)).toEqual([]);
      const mails = (
        await db.query(
          `SELECT count(*)::int AS n, count(DISTINCT (event_id, recipient))::int AS d FROM mail_deliveries`,
        )
      ).rows[0] as { n: number; d: number };
      expect(mails).toEqual({ n: JOBS * members.length, d: JOBS * members.length });
      console.log(`kill -9 after ${atKill} of ${JOBS} jobs; after the restart all ${JOBS} done, each once`);
    } finally {
      await db.end();
    }
  }, 240_000);
});
