import {
  create,
  type GenMessage,
  InvitationCreatedSchema,
  MemberJoinedSchema,
  MemberRemovedSchema,
  type Message,
  TeamCreatedSchema,
  StudyReminderRequestedSchema,
  TeamEmailRequestedSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  timestampNow,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { TeamEditionsRepository } from '../src/team-editions/team-editions.repository';
import { NotificationsHarness } from './harness';

/** teams.team.v1 and teams.membership.v1 in (in-process bus), invitation and team mail out to the real SMTP sink. */
describe('team mail (real Postgres, real SMTP sink)', () => {
  const notifications = new NotificationsHarness();

  beforeAll(() => notifications.start({ database: 'notifications_team_int' }), 120_000);
  afterAll(() => notifications.stop());

  /** Team events are keyed by team, as the teams and playbook outboxes write them. */
  const publish = <M extends Message>(
    topic: string,
    eventId: string,
    teamId: string,
    schema: GenMessage<M>,
    payload: M,
  ) => notifications.publish({ topic, key: teamId, source: 'teams', eventId, teamId, schema, payload });
  const mailsTo = (address: string) => notifications.mailsTo(address);
  const settled = (eventId: string, count: number) => notifications.sent(eventId, count);

  it('sends one branded invitation per address with the join link, even when the event arrives twice', async () => {
    const teamId = randomUUID();
    await publish(
      Topics.TeamsTeam,
      randomUUID(),
      teamId,
      TeamCreatedSchema,
      create(TeamCreatedSchema, { teamId, name: 'Hawks', sport: 'LACROSSE_MENS', ownerId: randomUUID() }),
    );
    // Different topics are not ordered with each other; the team is announced well before anyone is invited.
    await waitFor(async () =>
      (await notifications.db.query(`SELECT 1 FROM team_editions WHERE team_id = $1`, [teamId])).length
        ? true
        : undefined,
    );
    const link = `http://localhost:8080/join-team?k=INV${teamId.slice(0, 4)}&j=${teamId}`;
    const invitation = create(InvitationCreatedSchema, {
      teamId,
      teamName: 'Hawks',
      role: 'PLAYER',
      emails: ['ann@example.test', 'Bo@Example.test'],
      link,
      inviterName: 'Cara Coach',
      inviterEmail: 'cara@example.test',
      expiresAt: timestampFromDate(new Date('2026-12-06T00:00:00Z')),
    });
    const eventId = randomUUID();
    await publish(Topics.TeamsMembership, eventId, teamId, InvitationCreatedSchema, invitation);
    await publish(Topics.TeamsMembership, eventId, teamId, InvitationCreatedSchema, invitation); // redelivered

    const rows = await settled(eventId, 2);
    expect(rows.map((row) => row.recipient)).toEqual(['ann@example.test', 'bo@example.test']);
    expect(rows.every((row) => row.vars === null && row.accountId === null)).toBe(true);

    // A second dispatcher pass (the redelivery's wake-up) has had time to run; still one mail per address.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const address of ['ann@example.test', 'bo@example.test']) {
      const mails = await mailsTo(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Cara Coach invited you to join Hawks on Chalktalk Lacrosse');
      expect(mails[0]!.text).toContain(`Join Hawks: ${link}`);
      expect(mails[0]!.html).toContain(`href="${link.replace('&', '&amp;')}"`);
      expect(mails[0]!.html).toContain('#1864ab'); // the lacrosse header colour
    }
  }, 60_000);

  /** Announces a team (TeamCreated with its creation time, or only a TeamUpdated) on teams.team.v1. */
  const announceTeam = (
    team: { teamId: string; programId: string; sport: string },
    how: { createdAt: string } | 'updatedOnly',
  ) =>
    how === 'updatedOnly'
      ? publish(
          Topics.TeamsTeam,
          randomUUID(),
          team.teamId,
          TeamUpdatedSchema,
          // Full team state as teams writes it (the platform team projection needs the owner and the name).
          create(TeamUpdatedSchema, { ...team, ownerId: randomUUID(), name: 'Team' }),
        )
      : publish(
          Topics.TeamsTeam,
          randomUUID(),
          team.teamId,
          TeamCreatedSchema,
          create(TeamCreatedSchema, {
            ...team,
            ownerId: randomUUID(),
            name: 'Team',
            createdAt: timestampFromDate(new Date(how.createdAt)),
          }),
        );
  const programTeamsKnown = (programId: string, count: number) =>
    waitFor(async () =>
      (await notifications.db.query(`SELECT 1 FROM team_editions WHERE program_id = $1`, [programId]))
        .length === count
        ? true
        : undefined,
    );

  it("brands a program-admin invitation (no team) with the edition most of the program's teams have", async () => {
    const programId = randomUUID();
    // The oldest team plays football, but two of the three are lacrosse teams; another program's team is ignored.
    await announceTeam(
      { teamId: randomUUID(), programId, sport: 'FOOTBALL_HS' },
      { createdAt: '2024-01-01' },
    );
    await announceTeam(
      { teamId: randomUUID(), programId, sport: 'LACROSSE_MENS' },
      { createdAt: '2025-01-01' },
    );
    await announceTeam({ teamId: randomUUID(), programId, sport: 'LACROSSE_BOX' }, 'updatedOnly');
    await announceTeam(
      { teamId: randomUUID(), programId: randomUUID(), sport: 'FOOTBALL_HS' },
      'updatedOnly',
    );
    await programTeamsKnown(programId, 3);

    const link = `http://localhost:8080/join-team?k=PRG${programId.slice(0, 4)}&j=${programId}`;
    const eventId = randomUUID();
    // As teams writes it: keyed by the program, no team id, the program's name as team name.
    await notifications.publish({
      topic: Topics.TeamsMembership,
      key: programId,
      source: 'teams',
      eventId,
      schema: InvitationCreatedSchema,
      payload: create(InvitationCreatedSchema, {
        teamId: '',
        programId,
        teamName: 'Northside Club',
        role: 'ADMIN',
        emails: ['dana.director@example.test'],
        link,
        inviterName: 'Olga Owner',
        inviterEmail: 'olga@example.test',
        expiresAt: timestampFromDate(new Date('2026-12-06T00:00:00Z')),
      }),
    });

    await settled(eventId, 1);
    const mails = await mailsTo('dana.director@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Olga Owner invited you to join Northside Club on Chalktalk Lacrosse');
    expect(mails[0]!.text).toContain(`Join Northside Club: ${link}`);
    expect(mails[0]!.html).toContain('#1864ab'); // the lacrosse header colour
  }, 60_000);

  it("gives a program's tie to the oldest team, even when its TeamCreated comes after an update", async () => {
    const editions = notifications.app.get(TeamEditionsRepository);
    const manager = notifications.db.manager;
    const programId = randomUUID();
    const footballTeam = { teamId: randomUUID(), programId, sport: 'FOOTBALL_HS' };
    await announceTeam(
      { teamId: randomUUID(), programId, sport: 'BASKETBALL_HS' },
      { createdAt: '2025-03-01' },
    );
    await announceTeam(footballTeam, 'updatedOnly'); // seen now, so for the moment the younger team
    await programTeamsKnown(programId, 2);
    expect(await editions.editionOfProgram(manager, programId)).toBe('hoops');

    await announceTeam(footballTeam, { createdAt: '2024-06-01' }); // late: older than the update, still dates it
    await waitFor(async () =>
      (await editions.editionOfProgram(manager, programId)) === 'football' ? true : undefined,
    );
    expect(await editions.editionOf(manager, footballTeam.teamId)).toBe('football');

    // The team moves to another program: the program keeps only its hoops team.
    await announceTeam({ ...footballTeam, programId: randomUUID() }, 'updatedOnly');
    await programTeamsKnown(programId, 1);
    expect(await editions.editionOfProgram(manager, programId)).toBe('hoops');
    expect(await editions.editionOfProgram(manager, randomUUID())).toBeUndefined();
  }, 60_000);

  it('sends a team email to every recipient with Reply-To the coach', async () => {
    const teamId = randomUUID(); // never announced: branded as hoops
    const eventId = randomUUID();
    const recipients = ['dee@example.test', 'eli@example.test', 'fay@example.test'];
    await publish(
      Topics.TeamsMembership,
      eventId,
      teamId,
      TeamEmailRequestedSchema,
      create(TeamEmailRequestedSchema, {
        teamId,
        teamName: 'Owls',
        senderName: 'Gus Coach',
        replyTo: 'gus@example.test',
        recipients,
        subject: 'Practice moved',
        body: 'Practice is at 6 pm.\n\nBring water.',
      }),
    );
    await settled(eventId, 3);
    for (const address of recipients) {
      const mails = await mailsTo(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: [address],
        replyTo: 'gus@example.test',
        subject: 'Practice moved',
      });
      expect(mails[0]!.text).toContain('Bring water.');
      expect(mails[0]!.html).toContain('Chalktalk Hoops');
    }
  }, 60_000);

  it('mails a study reminder once to each known recipient with the play links, even when delivered twice', async () => {
    const teamId = randomUUID();
    const [coach, ann, bo, gone, stranger] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const joined = (userId: string, email: string, firstName: string, lastName: string) =>
      publish(
        Topics.TeamsMembership,
        randomUUID(),
        teamId,
        MemberJoinedSchema,
        create(MemberJoinedSchema, { teamId, userId, role: 'PLAYER', email, firstName, lastName }),
      );
    await joined(coach, 'cara.study@example.test', 'Cara', 'Coach');
    await joined(ann, 'Ann.Study@Example.test', 'Ann', 'Lee');
    await joined(ann, 'ann.study@example.test', 'Ann', 'Lee'); // a second join event: still one row
    await joined(bo, 'bo.study@example.test', 'Bo', 'Park');
    await joined(gone, 'gone.study@example.test', 'Gil', 'Gone');
    await publish(
      Topics.TeamsMembership,
      randomUUID(),
      teamId,
      MemberRemovedSchema,
      create(MemberRemovedSchema, { teamId, userId: gone, role: 'PLAYER' }),
    );
    const directory = () =>
      notifications.db.query(`SELECT user_id, email FROM team_members WHERE team_id = $1 ORDER BY email`, [
        teamId,
      ]);
    await waitFor(async () => ((await directory()).length === 3 ? true : undefined), { timeoutMs: 20_000 });
    await waitFor(async () =>
      (await directory()).some((row: { user_id: string }) => row.user_id === gone) ? undefined : true,
    );

    const reminder = create(StudyReminderRequestedSchema, {
      teamId,
      teamName: 'Otters',
      senderId: coach,
      recipientIds: [ann, bo, gone, stranger],
      plays: [
        { playId: 'play-horns', srcPlaybookId: 'pb-1', name: 'Horns' },
        { playId: 'play-flex', srcPlaybookId: 'pb-1', name: 'Flex' },
      ],
      requestedAt: timestampNow(),
    });
    const eventId = randomUUID();
    await publish(Topics.PlaybookStudy, eventId, teamId, StudyReminderRequestedSchema, reminder);
    await publish(Topics.PlaybookStudy, eventId, teamId, StudyReminderRequestedSchema, reminder); // redelivered

    const rows = await settled(eventId, 2);
    expect(rows.map((row) => [row.accountId, row.recipient]).sort()).toEqual(
      [
        [ann, 'ann.study@example.test'],
        [bo, 'bo.study@example.test'],
      ].sort(),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const address of ['ann.study@example.test', 'bo.study@example.test']) {
      const mails = await mailsTo(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Cara Coach asks you to study 2 plays of Otters');
      expect(mails[0]!.text).toContain(
        `- Horns: http://localhost:8080/playbook/team?p=play-horns&t=${teamId}`,
      );
      expect(mails[0]!.text).toContain(`- Flex: http://localhost:8080/playbook/team?p=play-flex&t=${teamId}`);
      expect(mails[0]!.html).toContain(
        `href="http://localhost:8080/playbook/team?p=play-horns&amp;t=${teamId}"`,
      );
    }
    expect(await mailsTo('gone.study@example.test')).toHaveLength(0);
  }, 60_000);
});
