import {
  BillingMailRequestedSchema,
  create,
  MemberJoinedSchema,
  TeamCreatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { NotificationsHarness } from './harness';

/** billing.subscription.v1's BillingMailRequested becomes one mail to the entity's owner, through the real sink. */
describe('billing mails (real Postgres, real SMTP sink)', () => {
  const notifications = new NotificationsHarness();
  beforeAll(() => notifications.start({ database: 'notifications_billing_mail' }), 120_000);
  afterAll(() => notifications.stop());

  const request = async (
    kind: string,
    email: string,
    path: string,
    amountCents = 0n,
    programId = '',
    ownerId: string = randomUUID(),
  ) => {
    const eventId = randomUUID();
    await notifications.publish({
      topic: Topics.BillingSubscription,
      key: programId || ownerId,
      source: 'billing',
      eventId,
      schema: BillingMailRequestedSchema,
      payload: create(BillingMailRequestedSchema, {
        kind,
        ownerId,
        email,
        entityName: 'Harbor Lacrosse',
        amountCents,
        path,
        programId,
      }),
    });
    return eventId;
  };

  it('mails the owner once when the paying card expires, with the billing page to replace it', async () => {
    const eventId = await request(
      'CARD_EXPIRING',
      'owner@harbor.test',
      '/profile/subscriptions/billing?e=ent-1',
    );
    const [row] = await notifications.sent(eventId, 1);
    expect(row).toMatchObject({ kind: 'billingCardExpiring', recipient: 'owner@harbor.test' });
    const [mail] = await notifications.mailsTo('owner@harbor.test');
    expect(mail!.subject).toBe('The card for your Chalktalk Hoops subscription expires soon');
    expect(mail!.text).toContain('/profile/subscriptions/billing?e=ent-1');
  }, 60_000);

  it('mails a receipt with its amount', async () => {
    const eventId = await request('RECEIPT', 'payer@harbor.test', '/payment?l=abc', 6000n);
    await notifications.sent(eventId, 1);
    const [mail] = await notifications.mailsTo('payer@harbor.test');
    expect(mail!.text).toContain('we received your payment of $60.00 for Harbor Lacrosse');
  }, 60_000);

  /** A team of a program, announced on teams.team.v1 as teams does. */
  const announceTeam = async (programId: string, sport: string, name = 'Varsity') => {
    const teamId = randomUUID();
    await notifications.publish({
      topic: Topics.TeamsTeam,
      key: teamId,
      source: 'teams',
      eventId: randomUUID(),
      schema: TeamCreatedSchema,
      payload: create(TeamCreatedSchema, {
        teamId,
        programId,
        name,
        sport,
        ownerId: randomUUID(),
        createdAt: timestampFromDate(new Date('2026-09-01T00:00:00Z')),
      }),
    });
    return teamId;
  };

  /** A program of two teams of one sport. */
  const announceProgram = async (sport: string) => {
    const programId = randomUUID();
    for (const name of ['Varsity', 'JV']) await announceTeam(programId, sport, name);
    return programId;
  };

  it("names the program's own edition in every billing mail: a lacrosse program's receipt is not Chalktalk Hoops", async () => {
    const kinds = [
      ['RECEIPT', '/payment?l=lax', 'Your Chalktalk Lacrosse receipt for Harbor Lacrosse'],
      ['PAYMENT_FAILED', '/profile/subscriptions/billing?e=lax', 'Your Chalktalk Lacrosse payment failed'],
      [
        'CARD_EXPIRING',
        '/profile/subscriptions/billing?e=lax',
        'The card for your Chalktalk Lacrosse subscription expires soon',
      ],
    ] as const;
    const lacrosse = await announceProgram('LACROSSE_MENS');
    for (const [kind, path, subject] of kinds) {
      const email = `${kind.toLowerCase()}@harbor-lax.test`;
      await notifications.sent(await request(kind, email, path, 6000n, lacrosse), 1);
      const [mail] = await notifications.mailsTo(email);
      expect(mail!.subject).toBe(subject);
      expect(mail!.text).toContain('— The Chalktalk Lacrosse team');
      expect(mail!.html).not.toContain('Chalktalk Hoops');
    }
    const football = await announceProgram('FOOTBALL_HS');
    await notifications.sent(
      await request('RECEIPT', 'payer@ridge-fb.test', '/payment?l=fb', 6000n, football),
      1,
    );
    const [receipt] = await notifications.mailsTo('payer@ridge-fb.test');
    expect(receipt!.subject).toBe('Your Chalktalk Football receipt for Harbor Lacrosse');
  }, 90_000);

  it("names the program's edition when its receipt is published before its teams", async () => {
    const programId = randomUUID();
    const eventId = await request('RECEIPT', 'early@harbor-lax.test', '/payment?l=early', 6000n, programId);
    // The teams are announced after the receipt (another topic, no order between them).
    await announceTeam(programId, 'LACROSSE_BOX');
    await notifications.sent(eventId, 1);
    const [mail] = await notifications.mailsTo('early@harbor-lax.test');
    expect(mail!.subject).toBe('Your Chalktalk Lacrosse receipt for Harbor Lacrosse');
  }, 90_000);

  it("names a Personal Unlimited owner's edition by the teams they belong to", async () => {
    const ownerId = randomUUID();
    const teamId = await announceTeam(randomUUID(), 'FOOTBALL_COLLEGE');
    await notifications.publish({
      topic: Topics.TeamsMembership,
      key: teamId,
      source: 'teams',
      eventId: randomUUID(),
      schema: MemberJoinedSchema,
      payload: create(MemberJoinedSchema, {
        teamId,
        userId: ownerId,
        role: 'COACH',
        email: 'pu@ridge-fb.test',
      }),
    });
    await waitFor(async () =>
      (await notifications.db.query(`SELECT 1 FROM team_members WHERE user_id = $1`, [ownerId])).length
        ? true
        : undefined,
    );
    const eventId = await request('RECEIPT', 'pu@ridge-fb.test', '/payment?l=pu', 500n, '', ownerId);
    await notifications.sent(eventId, 1);
    const [mail] = await notifications.mailsTo('pu@ridge-fb.test');
    expect(mail!.subject).toBe('Your Chalktalk Football receipt for Harbor Lacrosse');
  }, 90_000);
});
