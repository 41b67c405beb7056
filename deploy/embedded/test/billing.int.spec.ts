import { LapseChecker } from '@chalktalk/billing-service';
import { PAYMENT_GRACE_PERIOD_MS } from '@chalktalk/domain';
import { describeWithLocalStripe, waitFor } from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { DEMO_COACH, DEMO_PLAYER, DEMO_PROGRAM } from '../src/seed/demo-accounts';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call, cardToken, type ErrorBody, signUp } from './api-helpers';

interface TeamView {
  id: string;
  name: string;
  paid: boolean;
  plan: string | null;
}

/**
 * Issue 14's Done means, through the gateway of the whole product on real Postgres and a real localstripe: a coach
 * buys two teams on Complete, monthly, after the preview; both teams are active in teams and in playbook's
 * projection; a coach seat is charged prorated; a declined card answers B001; a lapsed payment makes the teams
 * inactive everywhere after the grace period.
 */
describeWithLocalStripe('billing across the product', (localStripe) => {
  let product: TestProduct;

  beforeAll(async () => {
    product = await startTestProduct({
      databasePrefix: 'billing_walk',
      localStripe: localStripe(),
      mail: true,
    });
  }, 120_000);
  afterAll(() => product?.stop());

  const teamsOf = async (token: string) =>
    (await call<{ owned: TeamView[] }>(product.api, 'GET', '/api/teams/retrieveTeams', { token })).body.owned;
  const playbookPaid = async (teamId: string) => {
    const rows: { paid: boolean }[] = await product.apps.playbook
      .get(DataSource)
      .query('SELECT paid FROM team_projections WHERE team_id = $1', [teamId]);
    return rows[0]?.paid;
  };

  it('buys two teams on Complete, adds a seat, refuses a declined card, and lapses after the grace period', async () => {
    const coach = await signUp(product.api);
    const token = coach.accessToken;
    const added = await call(product.api, 'POST', '/api/billing/addPaymentMethod', {
      token,
      json: { cardToken: await cardToken(localStripe(), '4242424242424242') },
    });
    expect(added.status).toBe(200);

    const teamSettings = {
      name: 'Riverside',
      billingFrequency: 'MONTHLY',
      teams: [
        { name: 'Varsity', sport: 'LACROSSE_MENS', plan: 'COMPLETE' },
        { name: 'JV', sport: 'LACROSSE_MENS', plan: 'COMPLETE' },
      ],
    };
    const preview = await call<{ amountDue: number }>(
      product.api,
      'GET',
      `/api/billing/previewBillingUpdate?updates=${encodeURIComponent(JSON.stringify(teamSettings))}`,
      { token },
    );
    expect(preview.body.amountDue).toBe(60);
    const created = await call<{ billingEntity: { id: string; teams: { teamId: string }[] } }>(
      product.api,
      'POST',
      '/api/teams/createProgramSubscription',
      { token, json: { teamSettings } },
    );
    expect(created.status).toBe(200);
    const entity = created.body.billingEntity;

    // Both teams active in teams and in playbook's projection (events: billing → teams → playbook).
    await waitFor(async () => {
      const teams = await teamsOf(token);
      return teams.length === 2 && teams.every((team) => team.paid && team.plan === 'COMPLETE')
        ? true
        : undefined;
    });
    const teamIds = entity.teams.map((team) => team.teamId);
    // The owner's receipt, mailed through notifications with the invoice link.
    const receipt = await waitFor(async () =>
      product.received.find(
        (mail) =>
          mail.to.includes(coach.user.email.toLowerCase()) && mail.subject.includes('receipt for Riverside'),
      ),
    );
    expect(receipt.text).toContain('we received your payment of $60.00 for Riverside');
    expect(receipt.text).toMatch(/View the invoice: http\S+\/payment\?l=[0-9a-f-]{36}/);
    await waitFor(async () =>
      (await Promise.all(teamIds.map(playbookPaid))).every(Boolean) ? true : undefined,
    );

    // A coach seat on the first team, charged now and prorated: what the preview said.
    const updates = {
      billingFrequency: 'MONTHLY',
      teams: teamIds.map((teamId, index) => ({
        teamId,
        plan: 'COMPLETE',
        addons: index === 0 ? { COACHES: 1 } : {},
      })),
    };
    const seatPreview = await call<{ amountDue: number }>(
      product.api,
      'GET',
      `/api/billing/previewBillingUpdate?entityId=${entity.id}&updates=${encodeURIComponent(JSON.stringify(updates))}`,
      { token },
    );
    const seat = await call<{ charged: number }>(product.api, 'POST', '/api/billing/updateBillingInfo', {
      token,
      json: { entityId: entity.id, updates },
    });
    expect(seat.status).toBe(200);
    expect(seat.body.charged).toBe(seatPreview.body.amountDue);
    expect(seat.body.charged).toBeGreaterThan(0);

    // A declined card: B001's message.
    const declined = await call<ErrorBody>(product.api, 'POST', '/api/billing/addPaymentMethod', {
      token,
      json: { cardToken: await cardToken(localStripe(), '4000000000000002') },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'B001', message: 'Your card was declined.' });

    // The payment lapses: nothing until the grace period has passed, then inactive in teams and playbook.
    const admin = await call<{ entities: { paymentExpires: string }[] }>(
      product.api,
      'GET',
      '/api/billing/getAdminBilling',
      { token },
    );
    const expires = Date.parse(admin.body.entities[0]!.paymentExpires);
    const lapses = product.apps.billing.get(LapseChecker);
    await lapses.check(new Date(expires + PAYMENT_GRACE_PERIOD_MS - 60_000));
    expect((await teamsOf(token)).every((team) => team.paid)).toBe(true);
    await lapses.check(new Date(expires + PAYMENT_GRACE_PERIOD_MS + 60_000));
    await waitFor(async () => ((await teamsOf(token)).every((team) => !team.paid) ? true : undefined));
    await waitFor(async () =>
      (await Promise.all(teamIds.map(playbookPaid))).every((paid) => paid === false) ? true : undefined,
    );
  });

  it("changes a subscription's teams through teams/updateProgramTeams: billing charges, teams follows its events", async () => {
    const coach = await signUp(product.api);
    const token = coach.accessToken;
    await call(product.api, 'POST', '/api/billing/addPaymentMethod', {
      token,
      json: { cardToken: await cardToken(localStripe(), '4242424242424242') },
    });
    const created = await call<{
      entity: { program: { id: string } };
      billingEntity: { id: string; teams: { teamId: string }[] };
    }>(product.api, 'POST', '/api/teams/createProgramSubscription', {
      token,
      json: {
        teamSettings: {
          name: 'Lakeside',
          billingFrequency: 'MONTHLY',
          teams: [{ name: 'Varsity', sport: 'LACROSSE_MENS', plan: 'COMPLETE' }],
        },
      },
    });
    expect(created.status).toBe(200);
    const programId = created.body.entity.program.id;
    const varsity = created.body.billingEntity.teams[0]!.teamId;
    const programRow = async () =>
      (
        await product.apps.teams
          .get(DataSource)
          .query('SELECT quantity FROM programs WHERE id = $1', [programId])
      )[0] as { quantity: number };
    const teamRow = async (teamId: string) =>
      (
        await product.apps.teams
          .get(DataSource)
          .query('SELECT paid, plan, addons FROM teams WHERE id = $1', [teamId])
      )[0] as { paid: boolean; plan: string; addons: Record<string, number> } | undefined;
    await waitFor(async () => ((await teamRow(varsity))?.paid ? true : undefined));

    // Someone else cannot buy for the program; a quantity that is not the number of teams is refused.
    const stranger = await signUp(product.api, 'Stranger');
    const refused = await call<ErrorBody>(product.api, 'POST', '/api/teams/updateProgramTeams', {
      token: stranger.accessToken,
      json: { programId, added: [{ name: 'JV', sport: 'LACROSSE_MENS' }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Only the team owner can change this subscription. Talk to your team admin.',
    );
    const miscounted = await call<ErrorBody>(product.api, 'POST', '/api/teams/updateProgramTeams', {
      token,
      json: { programId, added: [{ name: 'JV', sport: 'LACROSSE_MENS' }], quantity: 5 },
    });
    expect(miscounted.status).toBe(400);
    expect(miscounted.body.error.code).toBe('G001');

    // A team added on Complete and a coach seat on Varsity: one prorated charge now, then teams follows billing.
    // First the preview the manage-teams page asks for: the kept team by id, the added one without an id.
    const proposal = {
      billingFrequency: 'MONTHLY',
      teams: [
        { teamId: varsity, plan: 'COMPLETE', addons: { COACHES: 1 } },
        { plan: 'COMPLETE', addons: {} },
      ],
    };
    const preview = await call<{ amountDue: number; periodTotal: number }>(
      product.api,
      'GET',
      `/api/billing/previewBillingUpdate?entityId=${created.body.billingEntity.id}&updates=${encodeURIComponent(JSON.stringify(proposal))}`,
      { token },
    );
    expect(preview.status).toBe(200);
    const grown = await call<{
      teams: { id: string; name: string }[];
      charged: number;
      billingEntity: { quantity: number; teams: { teamId: string; addons: Record<string, number> }[] };
    }>(product.api, 'POST', '/api/teams/updateProgramTeams', {
      token,
      json: {
        programId,
        added: [{ name: 'JV', sport: 'LACROSSE_MENS' }],
        modified: [{ id: varsity, name: 'Varsity', sport: 'LACROSSE_MENS', addons: { COACHES: 1 } }],
        quantity: 2,
      },
    });
    expect(grown.status).toBe(200);
    expect(grown.body.charged).toBeGreaterThan(0);
    expect(grown.body.charged).toBe(preview.body.amountDue);
    expect(grown.body.billingEntity.quantity).toBe(2);
    const jv = grown.body.teams.find((team) => team.name === 'JV')!.id;
    const invoices = await call<{ invoices: { total: number; lines: { description: string }[] }[] }>(
      product.api,
      'GET',
      `/api/billing/getInvoices?entityInvoices=${created.body.billingEntity.id}`,
      { token },
    );
    expect(invoices.body.invoices.map((invoice) => invoice.total)).toContain(grown.body.charged);
    await waitFor(async () => {
      const [v, j, program] = [await teamRow(varsity), await teamRow(jv), await programRow()];
      return v?.addons.COACHES === 1 && j?.paid && j.plan === 'COMPLETE' && program.quantity === 2
        ? true
        : undefined;
    });

    // teams itself still refuses seats that billing did not sell.
    const direct = await fetch(`${product.apps.urls.teams}/api/teams/updateProgramTeams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        programId,
        modified: [{ id: jv, name: 'JV', sport: 'LACROSSE_MENS', addons: { COACHES: 3 } }],
      }),
    });
    expect(direct.status).toBe(403);

    // Removing JV costs nothing now: it leaves teams at once, the subscription pays for one team from the period end.
    const shrunk = await call<{
      charged: number;
      billingEntity: { quantity: number; pending: { teams: unknown[]; from: string } | null };
    }>(product.api, 'POST', '/api/teams/updateProgramTeams', { token, json: { programId, removed: [jv] } });
    expect(shrunk.status).toBe(200);
    expect(shrunk.body.charged).toBe(0);
    expect(shrunk.body.billingEntity.quantity).toBe(2);
    expect(shrunk.body.billingEntity.pending?.teams).toHaveLength(1);
    expect(await teamRow(jv)).toBeUndefined();
    await product.apps.billing
      .get(LapseChecker)
      .check(new Date(Date.parse(shrunk.body.billingEntity.pending!.from) + 1000));
    await waitFor(async () => ((await programRow()).quantity === 1 ? true : undefined));
    expect((await teamRow(varsity))?.addons.COACHES).toBe(1);

    // A rename costs nothing and the subscription names the team as teams does.
    const renamed = await call<{ charged: number; billingEntity: { teams: { name: string }[] } }>(
      product.api,
      'POST',
      '/api/teams/updateProgramTeams',
      {
        token,
        json: { programId, modified: [{ id: varsity, name: 'Varsity Blue', sport: 'LACROSSE_MENS' }] },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.charged).toBe(0);
    expect(renamed.body.billingEntity.teams.map((team) => team.name)).toEqual(['Varsity Blue']);
  });
});

describeWithLocalStripe('the demo club, paid through billing', (localStripe) => {
  let product: TestProduct;

  beforeAll(async () => {
    product = await startTestProduct({
      databasePrefix: 'billing_demo',
      localStripe: localStripe(),
      seedDemo: true,
    });
  }, 180_000);
  afterAll(() => product?.stop());

  it('is bought with the 4242 card: a billing entity of three teams on Club Complete, all active', async () => {
    const login = await call<{ accessToken: string }>(product.api, 'POST', '/api/account/login', {
      json: { email: DEMO_COACH.email, password: DEMO_COACH.password },
    });
    const token = login.body.accessToken;
    const billing = await call<{
      entities: { name: string; plan: string; quantity: number; paid: boolean }[];
      cards: { last4: string }[];
    }>(product.api, 'GET', '/api/billing/getAdminBilling', { token });
    expect(billing.body.entities).toEqual([
      expect.objectContaining({ name: DEMO_PROGRAM.name, plan: 'CLUB_COMPLETE', quantity: 3, paid: true }),
    ]);
    expect(billing.body.cards.map((card) => card.last4)).toEqual(['4242']);
    const teams = (
      await call<{ owned: TeamView[] }>(product.api, 'GET', '/api/teams/retrieveTeams', { token })
    ).body.owned;
    expect(teams.map((team) => [team.paid, team.plan])).toEqual([
      [true, 'CLUB_COMPLETE'],
      [true, 'CLUB_COMPLETE'],
      [true, 'CLUB_COMPLETE'],
    ]);
    // Paid by billing, not by the seed flag.
    const programs: { billing_exempt: boolean }[] = await product.apps.teams
      .get(DataSource)
      .query('SELECT billing_exempt FROM programs WHERE name = $1', [DEMO_PROGRAM.name]);
    expect(programs).toEqual([{ billing_exempt: false }]);
  });

  it('gives the demo player Personal Unlimited, paid with the 4242 card', async () => {
    const login = await call<{ accessToken: string }>(product.api, 'POST', '/api/account/login', {
      json: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    const billing = await call<{
      entities: { kind: string; plan: string; paid: boolean; status: string }[];
      cards: { last4: string }[];
    }>(product.api, 'GET', '/api/billing/getAdminBilling', { token: login.body.accessToken });
    expect(billing.body.entities).toEqual([
      expect.objectContaining({
        kind: 'PERSONAL_UNLIMITED',
        plan: 'PERSONAL_UNLIMITED',
        paid: true,
        status: 'ACTIVE',
      }),
    ]);
    expect(billing.body.cards.map((card) => card.last4)).toEqual(['4242']);
  });
});
