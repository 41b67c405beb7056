import {
  AcknowledgementRequestedSchema,
  CommentAddedSchema,
  create,
  DocumentSharedSchema,
  EvaluationAddedSchema,
  EvaluationSharedSchema,
  EvaluationUpdatedSchema,
  EvaluationWithdrawnSchema,
  EventAddedSchema,
  EventCancelledSchema,
  EventReminderDueSchema,
  EventUpdatedSchema,
  MemberJoinedSchema,
  PlayChangedSchema,
  ScoutingReportPublishedSchema,
  PostAddedSchema,
  PostLikedSchema,
  RosterPlayerAddedSchema,
  StudyReminderRequestedSchema,
  TeamCreatedSchema,
  timestampFromDate,
  timestampNow,
  Topics,
} from '@chalktalk/contracts';
import {
  NOTIFICATION_CATALOG,
  NOTIFICATION_CHANNELS,
  SENT_NOTIFICATION_KINDS,
  channelAllowed,
  type NotificationChannel,
  type NotificationPreferences,
  type SentNotificationKind,
} from '@chalktalk/domain';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { InboxPruner } from '../src/inbox/inbox-pruner.service';
import { NotificationSettingsService } from '../src/settings/notification-settings.service';
import { NotificationsHarness } from './harness';

/**
 * Issue 20: every kind whose source event exists, from its event to exactly the right people's inbox and mail;
 * bursts; the inbox calls; preferences crossed with every kind and channel; quiet hours; one-click unsubscribe.
 */
describe('notifications inbox (real Postgres, in-process bus, real SMTP sink)', () => {
  const h = new NotificationsHarness();
  beforeAll(() => h.start({ database: 'notifications_inbox_int' }), 120_000);
  afterAll(() => h.stop());

  /** Publishes as the producing service would: envelope with actor and team. */
  const publish = h.emit;

  interface Team {
    teamId: string;
    admin: string;
    coach: string;
    player1: string;
    player2: string;
    contact: string;
    programAdmin: string;
    player1Roster: string;
  }

  async function makeTeam(name: string, sport = 'BASKETBALL_HS'): Promise<Team> {
    const t: Team = {
      teamId: randomUUID(),
      admin: randomUUID(),
      coach: randomUUID(),
      player1: randomUUID(),
      player2: randomUUID(),
      contact: randomUUID(),
      programAdmin: randomUUID(),
      player1Roster: randomUUID(),
    };
    await publish(
      Topics.TeamsTeam,
      t.teamId,
      TeamCreatedSchema,
      create(TeamCreatedSchema, {
        teamId: t.teamId,
        name,
        sport,
        ownerId: t.admin,
        programId: randomUUID(),
        programAdminIds: [t.programAdmin],
        createdAt: timestampNow(),
      }),
    );
    await waitFor(async () =>
      (await h.db.query(`SELECT 1 FROM team_projections WHERE team_id = $1`, [t.teamId])).length
        ? true
        : undefined,
    );
    const join = (userId: string, role: string, first: string, rosterId = '') =>
      publish(
        Topics.TeamsMembership,
        t.teamId,
        MemberJoinedSchema,
        create(MemberJoinedSchema, {
          teamId: t.teamId,
          userId,
          role,
          email: `${first.toLowerCase()}.${userId.slice(0, 6)}@example.test`,
          firstName: first,
          lastName: name,
          rosterId,
        }),
      );
    await join(t.admin, 'ADMIN', 'Ada');
    await join(t.coach, 'COACH', 'Cara');
    await join(t.player1, 'PLAYER', 'Pat', t.player1Roster);
    await join(t.player2, 'PLAYER', 'Pia');
    await join(t.contact, 'CONTACT', 'Kim');
    await publish(
      Topics.TeamsRoster,
      t.teamId,
      RosterPlayerAddedSchema,
      create(RosterPlayerAddedSchema, {
        entry: { id: t.player1Roster, teamId: t.teamId, userId: t.player1, firstName: 'Pat', lastName: name },
      }),
    );
    await publish(
      Topics.TeamsRoster,
      t.teamId,
      RosterPlayerAddedSchema,
      create(RosterPlayerAddedSchema, {
        entry: {
          id: randomUUID(),
          teamId: t.teamId,
          userId: t.contact,
          playerId: t.player1Roster,
          firstName: 'Kim',
          lastName: name,
        },
      }),
    );
    await waitFor(async () =>
      (await h.db.query(`SELECT 1 FROM team_members WHERE team_id = $1`, [t.teamId])).length === 5 &&
      (await h.db.query(`SELECT 1 FROM roster_projections WHERE team_id = $1`, [t.teamId])).length === 2
        ? true
        : undefined,
    );
    return t;
  }

  /** Waits until the event was handled (its id is in the platform inbox, committed with the handlers' writes). */
  const handled = (eventId: string) =>
    waitFor(async () =>
      (await h.db.query(`SELECT 1 FROM platform_inbox WHERE event_id = $1`, [eventId])).length
        ? true
        : undefined,
    );

  /** Who got an inbox item from the event (sorted), once the event has been handled. */
  async function inboxOf(eventId: string, kind: SentNotificationKind): Promise<string[]> {
    await handled(eventId);
    const rows = (await h.db.query(
      `SELECT user_id FROM notifications WHERE last_event_id = $1 AND kind = $2 ORDER BY user_id`,
      [eventId, kind],
    )) as { user_id: string }[];
    return rows.map((r) => r.user_id);
  }

  const sorted = (...ids: string[]) => [...ids].sort();

  const event = (t: Team, extra: Record<string, unknown> = {}) => ({
    eventId: randomUUID(),
    teamId: t.teamId,
    eventType: 'GAME',
    opponent: 'Eagles',
    startAt: timestampFromDate(new Date('2026-03-10T22:00:00Z')),
    endAt: timestampFromDate(new Date('2026-03-11T00:00:00Z')),
    timeZone: 'America/New_York',
    ...extra,
  });

  let team: Team;
  beforeAll(async () => {
    team = await makeTeam('Hawks');
  }, 60_000);

  /** One case per kind whose source event exists: the event, and exactly who must receive it. */
  const cases: {
    kind: SentNotificationKind;
    fire: (t: Team) => Promise<string>;
    expected: (t: Team) => string[];
  }[] = [
    {
      kind: 'TEAM_PLAYS_ADDED',
      fire: (t) =>
        publish(
          Topics.PlaybookPlay,
          randomUUID(),
          PlayChangedSchema,
          create(PlayChangedSchema, {
            playId: randomUUID(),
            ownerId: t.coach,
            name: 'Horns',
            changedAt: timestampNow(),
            listings: [{ teamId: t.teamId, playbookId: randomUUID() }],
          }),
          t.coach,
        ),
      // Players and staff, not the contact (plays are not for parents), not the coach who shared.
      expected: (t) => sorted(t.admin, t.player1, t.player2, t.programAdmin),
    },
    {
      kind: 'STUDY_REMINDER',
      fire: (t) =>
        publish(
          Topics.PlaybookStudy,
          t.teamId,
          StudyReminderRequestedSchema,
          create(StudyReminderRequestedSchema, {
            teamId: t.teamId,
            teamName: 'Hawks',
            senderId: t.coach,
            recipientIds: [t.player1, t.player2],
            plays: [{ playId: randomUUID(), name: 'Horns' }],
          }),
          t.coach,
        ),
      expected: (t) => sorted(t.player1, t.player2),
    },
    {
      kind: 'EVENT_ADDED',
      fire: (t) =>
        publish(
          Topics.ScheduleEvent,
          t.teamId,
          EventAddedSchema,
          create(EventAddedSchema, { event: event(t), sendNotification: true }),
          t.coach,
        ),
      expected: (t) => sorted(t.admin, t.player1, t.player2, t.contact, t.programAdmin),
    },
    {
      kind: 'UPCOMING_EVENT',
      fire: (t) =>
        publish(
          Topics.ScheduleEvent,
          t.teamId,
          EventReminderDueSchema,
          create(EventReminderDueSchema, {
            event: event(t),
            teamName: 'Hawks',
            kind: 'REMINDER',
            senderId: t.coach,
            recipients: [
              {
                userId: t.player1,
                goingLink: 'http://x/going',
                maybeLink: 'http://x/maybe',
                notGoingLink: 'http://x/no',
              },
              { userId: t.contact, goingLink: 'http://x/going2' },
            ],
            whenText: 'Tuesday, March 10, 6:00 PM EDT',
          }),
        ),
      expected: (t) => sorted(t.player1, t.contact),
    },
    {
      kind: 'EVENT_UPDATED',
      fire: (t) =>
        publish(
          Topics.ScheduleEvent,
          t.teamId,
          EventUpdatedSchema,
          create(EventUpdatedSchema, { event: event(t), changedFields: ['date'], sendNotification: true }),
          t.admin,
        ),
      expected: (t) => sorted(t.coach, t.player1, t.player2, t.contact, t.programAdmin),
    },
    {
      kind: 'EVENT_CANCELLED',
      fire: (t) =>
        publish(
          Topics.ScheduleEvent,
          t.teamId,
          EventCancelledSchema,
          create(EventCancelledSchema, { event: event(t, { cancelled: true }), sendNotification: true }),
          t.coach,
        ),
      expected: (t) => sorted(t.admin, t.player1, t.player2, t.contact, t.programAdmin),
    },
    {
      kind: 'PRACTICE_PLAN_ADDED',
      fire: (t) =>
        publish(
          Topics.ScheduleEvent,
          t.teamId,
          EventUpdatedSchema,
          create(EventUpdatedSchema, {
            event: event(t, { eventType: 'PRACTICE', opponent: '' }),
            changedFields: ['practicePlan'],
            sendNotification: true,
          }),
          t.coach,
        ),
      expected: (t) => sorted(t.admin, t.player1, t.player2, t.programAdmin),
    },
    {
      kind: 'SCOUTING_REPORT_ADDED',
      fire: (t) =>
        publish(
          Topics.ScheduleEvent,
          t.teamId,
          ScoutingReportPublishedSchema,
          create(ScoutingReportPublishedSchema, {
            reportId: randomUUID(),
            eventId: randomUUID(),
            teamId: t.teamId,
            name: 'Scouting report: Rockets',
            opponent: 'Rockets',
            actor: t.coach,
            publishedAt: timestampNow(),
            firstPublish: true,
          }),
          t.coach,
        ),
      expected: (t) => sorted(t.admin, t.player1, t.player2, t.programAdmin),
    },
    {
      kind: 'EVALUATION_ADDED',
      fire: (t) =>
        publish(
          Topics.EvaluationsEvaluation,
          t.teamId,
          EvaluationAddedSchema,
          create(EvaluationAddedSchema, {
            ref: {
              teamId: t.teamId,
              rosterId: t.player1Roster,
              evaluationId: randomUUID(),
              authorId: t.coach,
              shareType: 'PLAYER_AND_CONTACTS',
              recipientIds: [t.player1, t.contact],
            },
            version: 1,
            notifyPlayers: true,
          }),
          t.coach,
        ),
      expected: (t) => sorted(t.player1, t.contact),
    },
    {
      kind: 'EVALUATION_UPDATED',
      fire: (t) =>
        publish(
          Topics.EvaluationsEvaluation,
          t.teamId,
          EvaluationUpdatedSchema,
          create(EvaluationUpdatedSchema, {
            ref: {
              teamId: t.teamId,
              rosterId: t.player1Roster,
              evaluationId: randomUUID(),
              authorId: t.coach,
              shareType: 'PLAYER',
              recipientIds: [t.player1],
            },
            version: 2,
            notifyPlayers: true,
          }),
          t.coach,
        ),
      expected: (t) => [t.player1],
    },
    {
      kind: 'EVALUATION_WITHDRAWN',
      fire: (t) =>
        publish(
          Topics.EvaluationsEvaluation,
          t.teamId,
          EvaluationWithdrawnSchema,
          create(EvaluationWithdrawnSchema, {
            ref: {
              teamId: t.teamId,
              rosterId: t.player1Roster,
              evaluationId: randomUUID(),
              authorId: t.coach,
              shareType: 'NOONE',
            },
            previousShareType: 'PLAYER_AND_CONTACTS',
            formerRecipientIds: [t.player1, t.contact],
          }),
          t.coach,
        ),
      expected: (t) => sorted(t.player1, t.contact),
    },
    {
      kind: 'DOCUMENT_SHARED',
      fire: (t) =>
        publish(
          Topics.DocumentsDocument,
          t.teamId,
          DocumentSharedSchema,
          create(DocumentSharedSchema, {
            document: { documentId: randomUUID(), teamId: t.teamId, type: 'pdf', name: 'Travel.pdf' },
            uploadedBy: t.admin,
          }),
          t.admin,
        ),
      expected: (t) => sorted(t.coach, t.player1, t.player2, t.contact, t.programAdmin),
    },
    {
      kind: 'DOCUMENT_ACK_REQUEST',
      fire: (t) =>
        publish(
          Topics.DocumentsDocument,
          t.teamId,
          AcknowledgementRequestedSchema,
          create(AcknowledgementRequestedSchema, {
            document: { documentId: randomUUID(), teamId: t.teamId, type: 'pdf', name: 'Waiver.pdf' },
            teamName: 'Hawks',
            requestedBy: t.coach,
            recipientId: t.contact,
          }),
          t.coach,
        ),
      expected: (t) => [t.contact],
    },
    {
      kind: 'POST_ADDED',
      fire: (t) =>
        publish(
          Topics.DocumentsPost,
          t.teamId,
          PostAddedSchema,
          create(PostAddedSchema, {
            postId: randomUUID(),
            teamId: t.teamId,
            authorId: t.player2,
            audience: 'TEAM',
            text: 'Great win tonight!',
          }),
          t.player2,
        ),
      expected: (t) => sorted(t.admin, t.coach, t.player1, t.contact, t.programAdmin),
    },
    {
      kind: 'POST_RESPONSE',
      fire: (t) =>
        publish(
          Topics.DocumentsPost,
          t.teamId,
          CommentAddedSchema,
          create(CommentAddedSchema, {
            postId: randomUUID(),
            teamId: t.teamId,
            commentId: randomUUID(),
            authorId: t.player1,
            postAuthorId: t.player2,
            audience: 'TEAM',
            text: 'Agreed',
          }),
          t.player1,
        ),
      expected: (t) => [t.player2],
    },
  ];

  // The scheduled kinds (starting soon, weekly digest) are tested in scheduled.int.spec.ts.
  const available = SENT_NOTIFICATION_KINDS.filter(
    (kind) =>
      NOTIFICATION_CATALOG[kind].sourceAvailable &&
      !NOTIFICATION_CATALOG[kind].source.startsWith('scheduled'),
  );

  it('has a case for every kind whose source event exists', () => {
    expect(cases.map((c) => c.kind).sort()).toEqual([...available].sort());
  });

  it.each(cases.map((c) => [c.kind, c] as const))('%s reaches exactly the right people', async (kind, c) => {
    const eventId = await c.fire(team);
    expect(await inboxOf(eventId, kind)).toEqual(c.expected(team));
    // With everything on, each of them also has a mail on its way (or sent).
    const mails = (await h.db.query(
      `SELECT account_id FROM mail_deliveries WHERE event_id = $1 ORDER BY account_id`,
      [eventId],
    )) as { account_id: string }[];
    const addressed = c.expected(team).filter((id) => id !== team.programAdmin); // no address known for them here
    if (!NOTIFICATION_CATALOG[kind].collapseWindowMs)
      expect(mails.map((m) => m.account_id)).toEqual(addressed);
  });

  it('says nothing when the coach turned "send notification" off, the evaluation notify flag was off, or a scouting report is re-published', async () => {
    const quiet = [
      await publish(
        Topics.ScheduleEvent,
        team.teamId,
        EventAddedSchema,
        create(EventAddedSchema, { event: event(team), sendNotification: false }),
        team.coach,
      ),
      await publish(
        Topics.EvaluationsEvaluation,
        team.teamId,
        EvaluationAddedSchema,
        create(EvaluationAddedSchema, {
          ref: {
            teamId: team.teamId,
            evaluationId: randomUUID(),
            authorId: team.coach,
            recipientIds: [team.player1],
          },
          notifyPlayers: false,
        }),
      ),
      await publish(
        Topics.EvaluationsEvaluation,
        team.teamId,
        EvaluationSharedSchema,
        create(EvaluationSharedSchema, {
          ref: {
            teamId: team.teamId,
            evaluationId: randomUUID(),
            authorId: team.coach,
            recipientIds: [team.player1],
          },
          notifyPlayers: false,
        }),
      ),
      // A scouting report published again after an edit is not news.
      await publish(
        Topics.ScheduleEvent,
        team.teamId,
        ScoutingReportPublishedSchema,
        create(ScoutingReportPublishedSchema, {
          reportId: randomUUID(),
          eventId: randomUUID(),
          teamId: team.teamId,
          name: 'Scouting report: Rockets',
          opponent: 'Rockets',
          actor: team.coach,
          firstPublish: false,
        }),
        team.coach,
      ),
    ];
    for (const id of quiet) await handled(id);
    for (const id of quiet)
      expect(await h.db.query(`SELECT 1 FROM notifications WHERE last_event_id = $1`, [id])).toHaveLength(0);
  });

  it('a COACHES post reaches only coaches and admins; a coaches-only play share too', async () => {
    const post = await publish(
      Topics.DocumentsPost,
      team.teamId,
      PostAddedSchema,
      create(PostAddedSchema, {
        postId: randomUUID(),
        teamId: team.teamId,
        authorId: team.coach,
        audience: 'COACHES',
        text: 'Lineup',
      }),
    );
    await waitFor(async () => ((await inboxOf(post, 'POST_ADDED')).length ? true : undefined));
    expect(await inboxOf(post, 'POST_ADDED')).toEqual(sorted(team.admin, team.programAdmin));
    const t2 = await makeTeam('Owls');
    const share = await publish(
      Topics.PlaybookPlay,
      randomUUID(),
      PlayChangedSchema,
      create(PlayChangedSchema, {
        playId: randomUUID(),
        ownerId: t2.admin,
        name: 'Secret',
        changedAt: timestampNow(),
        listings: [{ teamId: t2.teamId, playbookId: randomUUID(), coachOnly: true }],
      }),
      t2.admin,
    );
    await waitFor(async () => ((await inboxOf(share, 'TEAM_PLAYS_ADDED')).length ? true : undefined));
    expect(await inboxOf(share, 'TEAM_PLAYS_ADDED')).toEqual(sorted(t2.coach, t2.programAdmin));
  });

  it('ten plays shared within a minute are one TEAM_PLAYS_ADDED (inbox and mail); a re-save notifies nobody', async () => {
    const t = await makeTeam('Bursts', 'LACROSSE_MENS');
    const playIds = Array.from({ length: 10 }, () => randomUUID());
    for (const [i, playId] of playIds.entries())
      await publish(
        Topics.PlaybookPlay,
        randomUUID(),
        PlayChangedSchema,
        create(PlayChangedSchema, {
          playId,
          ownerId: t.coach,
          name: `Play ${i + 1}`,
          changedAt: timestampNow(),
          listings: [{ teamId: t.teamId, playbookId: randomUUID() }],
        }),
        t.coach,
      );
    const rows = await waitFor(async () => {
      const found = (await h.db.query(
        `SELECT user_id, count, title, body FROM notifications WHERE team_id = $1 AND kind = 'TEAM_PLAYS_ADDED' ORDER BY user_id`,
        [t.teamId],
      )) as { user_id: string; count: number; title: string; body: string }[];
      return found.length === 4 && found.every((r) => r.count === 10) ? found : undefined;
    });
    expect(rows[0]).toMatchObject({
      title: '10 new plays in Bursts',
      body: 'Cara Bursts shared 10 plays and sets with Bursts on Chalktalk Lacrosse.',
    });
    // One waiting mail per addressed person, count 10, held for the burst window.
    const mails = (await h.db.query(
      `SELECT account_id, vars, next_attempt_at, status FROM mail_deliveries WHERE collapse_key = $1 ORDER BY account_id`,
      [`TEAM_PLAYS_ADDED:${t.teamId}:team`],
    )) as {
      account_id: string;
      vars: { params: { count: number } };
      next_attempt_at: Date;
      status: string;
    }[];
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => m.vars.params.count === 10 && m.status === 'pending')).toBe(true);
    expect(mails[0]!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // The window passes: one mail each, saying ten.
    await h.db.query(`UPDATE mail_deliveries SET next_attempt_at = now() WHERE collapse_key = $1`, [
      `TEAM_PLAYS_ADDED:${t.teamId}:team`,
    ]);
    const player = `pat.${t.player1.slice(0, 6)}@example.test`;
    const received = await waitFor(async () => {
      const m = await h.mailsTo(player);
      return m.length ? m : undefined;
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('10 new plays in Bursts');
    expect(received[0]!.text).toContain(`/playbook/team?t=${t.teamId}`);
    expect(received[0]!.text).toMatch(
      /Unsubscribe from these emails: http:\/\/localhost:8080\/api\/notifications\/unsubscribe\?u=/,
    );

    // Saving a listed play again (same listing) notifies nobody.
    const resave = await publish(
      Topics.PlaybookPlay,
      randomUUID(),
      PlayChangedSchema,
      create(PlayChangedSchema, {
        playId: playIds[0],
        ownerId: t.coach,
        name: 'Play 1 renamed',
        changedAt: timestampNow(),
        listings: [{ teamId: t.teamId, playbookId: randomUUID() }],
      }),
      t.coach,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await h.db.query(`SELECT 1 FROM notifications WHERE last_event_id = $1`, [resave])).toHaveLength(
      0,
    );
  });

  it('likes of one post within a minute are one POST_RESPONSE to its author; liking your own post says nothing', async () => {
    const t = await makeTeam('Likes');
    const postId = randomUUID();
    const like = (userId: string) =>
      publish(
        Topics.DocumentsPost,
        t.teamId,
        PostLikedSchema,
        create(PostLikedSchema, { postId, teamId: t.teamId, userId, postAuthorId: t.coach }),
        userId,
      );
    const ids = [await like(t.player1), await like(t.player2), await like(t.contact), await like(t.coach)];
    for (const id of ids) await handled(id);
    const rows = (await h.db.query(`SELECT user_id, count, title FROM notifications WHERE team_id = $1`, [
      t.teamId,
    ])) as { user_id: string; count: number; title: string }[];
    expect(rows).toEqual([{ user_id: t.coach, count: 3, title: '3 likes on your post' }]);
  });

  it('serves the inbox: list, unread count, mark read (own only), mark all read', async () => {
    const me = team.player1;
    const list = await h.request('GET', '/api/notifications/getNotifications?limit=5', { user: me });
    expect(list.status).toBe(200);
    const body = list.json() as { items: { id: string; read: boolean; link: string }[]; unreadCount: number };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.unreadCount).toBeGreaterThan(0);
    expect(body.items[0]!.link.startsWith('/')).toBe(true);

    const first = body.items[0]!.id;
    const marked = await h.request('POST', '/api/notifications/markNotificationsRead', {
      user: me,
      body: { ids: [first] },
    });
    expect(marked.status).toBe(200);
    expect((marked.json() as { unreadCount: number }).unreadCount).toBe(body.unreadCount - 1);

    const stranger = await h.request('POST', '/api/notifications/markNotificationsRead', {
      user: team.player2,
      body: { ids: [first] },
    });
    expect(stranger.status).toBe(404);
    expect((stranger.json() as { error: { code: string } }).error.code).toBe('N002');

    const all = await h.request('POST', '/api/notifications/markAllNotificationsRead', { user: me });
    expect((all.json() as { unreadCount: number }).unreadCount).toBe(0);
    const count = await h.request('GET', '/api/notifications/getUnreadCount', { user: me });
    expect(count.json()).toEqual({ unreadCount: 0 });
    expect((await h.request('GET', '/api/notifications/getUnreadCount')).status).toBe(401);
  });

  it('saves settings (G001 for an unknown kind, nothing changed) and reads them back', async () => {
    const me = team.player2;
    const bad = await h.request('POST', '/api/notifications/saveNotificationSettings', {
      user: me,
      body: { preferences: { NOPE: { email: false } }, quietHours: null },
    });
    expect(bad.status).toBe(400);
    const saved = await h.request('POST', '/api/notifications/saveNotificationSettings', {
      user: me,
      body: {
        preferences: { ALL: { push: false }, POST_ADDED: { email: false, inApp: true } },
        quietHours: { start: '22:00', end: '07:00', timeZone: 'America/Chicago' },
      },
    });
    expect(saved.status).toBe(200);
    const read = (
      await h.request('GET', '/api/notifications/getNotificationSettings', { user: me })
    ).json() as {
      preferences: NotificationPreferences;
      quietHours: unknown;
      kinds: { kind: string }[];
    };
    expect(read.preferences).toEqual({ ALL: { push: false }, POST_ADDED: { email: false } });
    expect(read.quietHours).toEqual({ start: '22:00', end: '07:00', timeZone: 'America/Chicago' });
    expect(read.kinds).toHaveLength(20);
  });

  it('quiet hours hold the mail until they end; the inbox item arrives at once', async () => {
    const t = await makeTeam('Night');
    const settings = h.app.get(NotificationSettingsService);
    // A window around now in UTC, ending in two hours.
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const now = new Date();
    await settings.save(t.player1, {
      preferences: {},
      quietHours: {
        start: hhmm(new Date(now.getTime() - 3_600_000)),
        end: hhmm(new Date(now.getTime() + 7_200_000)),
        timeZone: 'UTC',
      },
    });
    const id = await cases.find((c) => c.kind === 'EVENT_CANCELLED')!.fire(t);
    await waitFor(async () =>
      (await inboxOf(id, 'EVENT_CANCELLED')).includes(t.player1) ? true : undefined,
    );
    const [mail] = (await h.db.query(
      `SELECT next_attempt_at, status FROM mail_deliveries WHERE event_id = $1 AND account_id = $2`,
      [id, t.player1],
    )) as { next_attempt_at: Date; status: string }[];
    expect(mail!.status).toBe('pending');
    expect(Math.abs(mail!.next_attempt_at.getTime() - (now.getTime() + 7_200_000))).toBeLessThan(61_000);
  });

  it('one-click unsubscribe (RFC 8058): GET shows a button and changes nothing, POST turns the kind’s email off', async () => {
    const t = await makeTeam('Unsub');
    const id = await cases.find((c) => c.kind === 'DOCUMENT_ACK_REQUEST')!.fire(t);
    const address = `kim.${t.contact.slice(0, 6)}@example.test`;
    const [mail] = await waitFor(async () => {
      const m = await h.mailsTo(address);
      return m.length ? m : undefined;
    });
    void id;
    const url = /Unsubscribe from these emails: (\S+)/.exec(mail!.text)![1]!;
    const path = url.replace('http://localhost:8080', '');
    expect(path).toContain('k=DOCUMENT_ACK_REQUEST');
    const page = await h.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const settings = h.app.get(NotificationSettingsService);
    expect((await settings.get(t.contact)).preferences).toEqual({});

    const forged = await h.request('POST', path.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(403);
    expect((await settings.get(t.contact)).preferences).toEqual({});

    const done = await h.request('POST', path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('You will no longer receive Documents to acknowledge emails.');
    expect((await settings.get(t.contact)).preferences).toEqual({ DOCUMENT_ACK_REQUEST: { email: false } });
    // The next request reaches the inbox only.
    const again = await cases.find((c) => c.kind === 'DOCUMENT_ACK_REQUEST')!.fire(t);
    await waitFor(async () => ((await inboxOf(again, 'DOCUMENT_ACK_REQUEST')).length ? true : undefined));
    expect(await h.db.query(`SELECT 1 FROM mail_deliveries WHERE event_id = $1`, [again])).toHaveLength(0);
  });

  /**
   * Generated: every kind × every channel × every state of a switch (on, the kind's switch off, the ALL switch
   * off, both off) — each recipient of each event gets one combination, rounds until every combination has been a
   * recipient's; nothing may reach a channel that was turned off, and everything reaches a channel left on.
   */
  it('crosses every kind, channel and preference: nothing reaches a channel that was turned off', async () => {
    const t = await makeTeam('Cross');
    const settings = h.app.get(NotificationSettingsService);
    type SwitchState = 'on' | 'kindOff' | 'allOff' | 'bothOff';
    const states: SwitchState[] = ['on', 'kindOff', 'allOff', 'bothOff'];
    // Every assignment of a state to each channel: 4^3 = 64 combinations.
    const combos: Record<NotificationChannel, SwitchState>[] = [];
    for (const email of states)
      for (const inApp of states) for (const push of states) combos.push({ email, inApp, push });
    let checked = 0;
    for (const c of cases) {
      const recipients = c.expected(t).filter((id) => id !== t.programAdmin);
      for (let next = 0; next < combos.length;) {
        await h.db.query(`DELETE FROM notifications WHERE team_id = $1`, [t.teamId]);
        await h.db.query(`DELETE FROM mail_deliveries WHERE collapse_key LIKE $1`, [`%${t.teamId}%`]);
        const given = new Map<string, Record<NotificationChannel, SwitchState>>();
        for (const userId of recipients) {
          const combo = combos[next++ % combos.length]!;
          given.set(userId, combo);
          const preferences: NotificationPreferences = {};
          for (const channel of NOTIFICATION_CHANNELS) {
            if (combo[channel] === 'kindOff' || combo[channel] === 'bothOff')
              preferences[c.kind] = { ...preferences[c.kind], [channel]: false };
            if (combo[channel] === 'allOff' || combo[channel] === 'bothOff')
              preferences.ALL = { ...preferences.ALL, [channel]: false };
          }
          await settings.save(userId, { preferences, quietHours: null });
        }
        const eventId = await c.fire(t);
        const inApp = new Set(await inboxOf(eventId, c.kind));
        const mailed = new Set(
          (
            (await h.db.query(`SELECT account_id FROM mail_deliveries WHERE event_id = $1`, [eventId])) as {
              account_id: string;
            }[]
          ).map((r) => r.account_id),
        );
        for (const [userId, combo] of given) {
          const prefs = (await settings.get(userId)).preferences;
          for (const channel of NOTIFICATION_CHANNELS) {
            const on = combo[channel] === 'on';
            expect(channelAllowed(prefs, c.kind, channel)).toBe(on);
            const reached =
              channel === 'inApp' ? inApp.has(userId) : channel === 'email' ? mailed.has(userId) : false;
            // Push is not built: it never reaches anyone, so only "off ⇒ nothing" is provable for it.
            if (channel === 'push') expect(reached).toBe(false);
            else
              expect({ kind: c.kind, userId, channel, reached }).toEqual({
                kind: c.kind,
                userId,
                channel,
                reached: on,
              });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(cases.length * combos.length * NOTIFICATION_CHANNELS.length);
  }, 240_000);

  it('deletes inbox items 90 days after their last change, read or not, and keeps newer ones', async () => {
    const userId = randomUUID();
    const day = 24 * 3_600_000;
    const now = new Date();
    const item = (ageDays: number, read: boolean) => {
      const at = new Date(now.getTime() - ageDays * day);
      return h.db.query(
        `INSERT INTO notifications (id, user_id, kind, team_id, title, body, link, params, edition, count,
                                    last_event_id, read_at, created_at, updated_at)
         VALUES ($1, $2, 'POST_ADDED', $3, $4, '', '/feed', '{}', 'hoops', 1, $5, $6, $7, $7)`,
        [randomUUID(), userId, randomUUID(), `${ageDays} days`, randomUUID(), read ? at : null, at],
      );
    };
    await item(91, true);
    await item(120, false);
    await item(89, false);
    await item(1, true);
    expect(await h.app.get(InboxPruner).prune(now)).toBeGreaterThanOrEqual(2);
    const left = (await h.db.query(`SELECT title FROM notifications WHERE user_id = $1 ORDER BY title`, [
      userId,
    ])) as { title: string }[];
    expect(left.map((r) => r.title)).toEqual(['1 days', '89 days']);
  });
});
