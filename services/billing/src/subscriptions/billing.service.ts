import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type BillingSelection,
  chargeLines,
  type CouponProperties,
  discountCents,
  nextPaymentDate,
  periodTotalCents,
  PLANS,
  previewNewSubscription,
  prorationCents,
} from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { Outbox } from '@chalktalk/platform';
import { createHash, randomUUID } from 'node:crypto';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import {
  PAYMENTS,
  type BillingAddress,
  type CardSummary,
  type FoundCoupon,
  type PaymentsPort,
} from '../payments/payments.port';
import { BillingCustomerEntity } from './billing-customer.entity';
import { type BilledTeam, BillingEntity } from './billing-entity.entity';
import { subscriptionUpdated } from './billing-events';
import type { BillingUpdates, CreateProgramSubscriptionDto, PersonalUnlimitedSettings } from './billing.dto';
import { BillingRepository } from './billing.repository';
import { EntityLedger } from './entity-ledger';
import { changePurpose } from './invoice-purpose';
import type { InvoiceEntity } from './invoice.entity';
import { TeamsClient } from './teams-client';

/** Only owners upgrade (document 3 section 6); everyone else is told who can. */
export const OWNER_ONLY = 'Only the team owner can change this subscription. Talk to your team admin.';

const dollars = (cents: number): number => Math.round(cents) / 100;

export interface PreviewAnswer {
  nextPaymentDate: string;
  /** Dollars due now: the first period (new subscription) or the prorated difference (a change). */
  amountDue: number;
  total: number;
  discount: number;
  /** The full price of a period after the change. */
  periodTotal: number;
}

export interface BillingEntityView {
  id: string;
  kind: BillingEntity['kind'];
  name: string;
  programId: string | null;
  plan: BillingEntity['plan'];
  billingFrequency: BillingEntity['billingFrequency'];
  teams: BilledTeam[];
  addons: Record<string, number>;
  quantity: number;
  paid: boolean;
  status: BillingEntity['status'];
  paymentExpires: string | null;
  nextPaymentDate: string | null;
  lastPayment: string | null;
  createdDate: string;
  cardId: string | null;
  periodTotal: number;
  /** A downgrade waiting for the end of the paid period. */
  pending: { teams: BilledTeam[]; from: string } | null;
}

export interface InvoiceView {
  id: string;
  linkId: string;
  entityId: string;
  date: string;
  status: string;
  total: number;
  amountPaid: number;
  lines: { description: string; amount: number; periodStart: string; periodEnd: string }[];
  pdfUrl: string | null;
  hostedUrl: string | null;
}

@Injectable()
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly ledger: EntityLedger,
    private readonly outbox: Outbox,
    private readonly teams: TeamsClient,
    @Inject(PAYMENTS) private readonly payments: PaymentsPort,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  // --- customers and cards --------------------------------------------------------------------------------------

  private async customerOf(user: AuthUser): Promise<BillingCustomerEntity> {
    const existing = await this.repository.customer(user.id);
    if (existing) return existing;
    const stripeCustomerId = await this.payments.createCustomer({
      userId: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined,
    });
    return this.repository.saveCustomer(
      Object.assign(new BillingCustomerEntity(), {
        userId: user.id,
        stripeCustomerId,
        email: user.email,
        billingAddress: null,
        createdAt: new Date(),
      }),
    );
  }

  async addPaymentMethod(
    user: AuthUser,
    input: { cardToken: string; billingAddress?: BillingAddress },
  ): Promise<{ card: CardSummary; cards: CardSummary[] }> {
    const customer = await this.customerOf(user);
    if (input.billingAddress) {
      await this.payments.updateCustomerAddress(customer.stripeCustomerId, input.billingAddress);
      customer.billingAddress = input.billingAddress;
      await this.repository.saveCustomer(customer);
    }
    const card = await this.payments.addCard(customer.stripeCustomerId, input.cardToken);
    return { card, cards: await this.payments.listCards(customer.stripeCustomerId) };
  }

  async deletePaymentMethod(
    user: AuthUser,
    input: { cardId: string; cancelSubscriptions: boolean },
  ): Promise<{ cards: CardSummary[]; cancelled: string[] }> {
    const customer = await this.repository.customer(user.id);
    if (!customer) throw new AppError('B012');
    const cards = await this.payments.listCards(customer.stripeCustomerId);
    if (!cards.some((card) => card.cardId === input.cardId)) throw new AppError('G004');
    const cancelled: string[] = [];
    if (input.cancelSubscriptions) {
      for (const entity of await this.repository.entitiesOwnedBy(user.id)) {
        if (!entity.stripeSubscriptionId || entity.status === 'CANCELLED') continue;
        await this.payments.cancelSubscription(entity.stripeSubscriptionId);
        await this.repository.transaction(async (manager) => {
          const locked = (await this.repository.entity(entity.id, manager, true))!;
          locked.status = 'CANCELLED';
          await this.ledger.settle(manager, locked, new Date());
        });
        cancelled.push(entity.id);
      }
    }
    await this.payments.deleteCard(customer.stripeCustomerId, input.cardId);
    return { cards: await this.payments.listCards(customer.stripeCustomerId), cancelled };
  }

  // --- coupons ----------------------------------------------------------------------------------------------------

  /** validateDiscountCode: a code in any letter case, answered as Stripe spells it. */
  async validateDiscountCode(
    code: string,
  ): Promise<{ success: true; code: string; coupon: CouponProperties }> {
    const found = await this.payments.findCoupon(code);
    if (!found) throw new AppError('B005');
    return { success: true, ...found };
  }

  private async couponFor(code: string | undefined): Promise<FoundCoupon | null> {
    if (!code) return null;
    const found = await this.payments.findCoupon(code);
    if (!found) throw new AppError('B005');
    return found;
  }

  // --- subscriptions ----------------------------------------------------------------------------------------------

  private selectionOf(updates: {
    billingFrequency: BillingSelection['billingFrequency'];
    teams: BilledTeamInput[];
  }) {
    return { billingFrequency: updates.billingFrequency, teams: updates.teams };
  }

  /** previewBillingUpdate: what the proposed state costs now and when the next payment falls. */
  async previewBillingUpdate(
    user: AuthUser,
    input: { entityId?: string; updates: BillingUpdates },
    now = new Date(),
  ): Promise<PreviewAnswer> {
    const selection = this.selectionOf(input.updates);
    if (!input.entityId) {
      const found = await this.couponFor(input.updates.couponCode);
      const preview = previewNewSubscription(selection, found?.coupon ?? null, now);
      return {
        nextPaymentDate: preview.nextPaymentDate.toISOString(),
        amountDue: dollars(preview.amountDueCents),
        total: dollars(preview.totalCents),
        discount: dollars(preview.discountCents),
        periodTotal: dollars(preview.totalCents),
      };
    }
    const entity = await this.ownedEntity(user, input.entityId);
    const change = this.changeOf(
      entity,
      this.proposedTeamsOf(entity, input.updates),
      input.updates.billingFrequency,
      now,
    );
    return {
      nextPaymentDate: (entity.periodEnd ?? nextPaymentDate(now, entity.billingFrequency)).toISOString(),
      amountDue: dollars(change.dueNowCents),
      total: dollars(change.dueNowCents),
      discount: 0,
      periodTotal: dollars(change.newTotalCents),
    };
  }

  /** The user's Stripe customer and the card a new subscription charges (B012 without one). */
  private async payingCard(user: AuthUser): Promise<{ customer: BillingCustomerEntity; card: CardSummary }> {
    const customer = await this.repository.customer(user.id);
    if (!customer) throw new AppError('B012');
    const cards = await this.payments.listCards(customer.stripeCustomerId);
    const card = cards.find((candidate) => candidate.isDefault) ?? cards[0];
    if (!card) throw new AppError('B012');
    return { customer, card };
  }

  /** A new entity's fields before its subscription exists (unpaid until its first invoice is paid). */
  private newEntity(
    fields: Pick<
      BillingEntity,
      'id' | 'kind' | 'ownerId' | 'programId' | 'name' | 'plan' | 'billingFrequency' | 'teams' | 'cardId'
    > & { couponCode: string | null; coupon: CouponProperties | null },
    now: Date,
  ): BillingEntity {
    return Object.assign(new BillingEntity(), {
      ...fields,
      quantity: fields.teams.length,
      stripeSubscriptionId: null,
      paymentExpires: null,
      lastPayment: null,
      lastFailedInvoiceAt: null,
      lastPaidInvoiceAt: null,
      paid: false,
      status: 'ACTIVE' as const,
      pendingTeams: null,
      pendingFrequency: null,
      pendingFrom: null,
      periodStart: null,
      periodEnd: null,
      createdDate: now,
    });
  }

  /**
   * The Stripe subscription of a saved entity, its first invoice applied (paid: the entity becomes paid and
   * PaidStateChanged goes out). A refused first charge leaves the entity PAST_DUE (retryPayment) and answers B001.
   */
  private async subscribe(
    entity: BillingEntity,
    customer: BillingCustomerEntity,
    now: Date,
  ): Promise<BillingEntity> {
    const totalCents = periodTotalCents(entity);
    const coupon = entity.coupon;
    const discount = coupon?.freeTrial
      ? totalCents
      : discountCents(totalCents, coupon, entity.billingFrequency, 0);
    const subscription = await this.payments.createSubscription({
      customerId: customer.stripeCustomerId,
      period: entity.billingFrequency,
      lines: chargeLines(entity),
      entityId: entity.id,
      discountCents: discount,
      discountLabel: coupon?.freeTrial
        ? `Free trial (${entity.couponCode})`
        : `Discount (${entity.couponCode})`,
      idempotencyKey: `subscribe-${entity.id}`,
    });
    const invoice = subscription.latestInvoiceId
      ? await this.payments.getInvoice(subscription.latestInvoiceId)
      : null;
    const saved = await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.entity(entity.id, manager, true))!;
      locked.stripeSubscriptionId = subscription.subscriptionId;
      locked.periodStart = subscription.currentPeriodStart;
      locked.periodEnd = subscription.currentPeriodEnd;
      if (invoice)
        await this.ledger.applyInvoice(
          manager,
          locked,
          invoice,
          invoice.status === 'paid' ? 'paid' : 'failed',
          now,
        );
      await this.ledger.settle(manager, locked, now, true);
      return locked;
    });
    if (invoice && invoice.status !== 'paid') throw new AppError('B001');
    return saved;
  }

  /** teams/createProgramSubscription: the program and its teams (in teams), then the subscription, paid now. */
  async createProgramSubscription(
    user: AuthUser,
    authorization: string,
    input: CreateProgramSubscriptionDto['teamSettings'],
    now = new Date(),
  ): Promise<{ entity: unknown; billingEntity: BillingEntityView }> {
    const { customer, card } = await this.payingCard(user);
    const found = await this.couponFor(input.couponCode);
    // Checked before anything exists: a plan with no price (none today) would be B008.
    if (periodTotalCents(this.selectionOf(input)) <= 0) throw new AppError('B008');

    const created = await this.teams.createProgram(authorization, {
      name: input.name,
      teams: input.teams.map((team) => ({
        name: team.name,
        sport: team.sport,
        collegiateTeam: team.collegiateTeam,
      })),
    });
    const teams: BilledTeam[] = input.teams.map((team, index) => ({
      teamId: created.teams[index]!.id,
      name: created.teams[index]!.name,
      plan: team.plan,
      addons: team.addons,
    }));
    const entity = this.newEntity(
      {
        id: randomUUID(),
        kind: 'PROGRAM',
        ownerId: user.id,
        programId: created.program.id,
        name: input.name,
        plan: teams[0]!.plan,
        billingFrequency: input.billingFrequency,
        teams,
        cardId: card.cardId,
        couponCode: found?.code ?? null,
        coupon: found?.coupon ?? null,
      },
      now,
    );
    await this.repository.transaction(async (manager) => {
      await this.repository.saveEntity(entity, manager);
      // The add-ons and quantity the subscription pays for (teams applies them; new teams have none).
      await this.outbox.append(manager, subscriptionUpdated(entity, now));
    });
    const saved = await this.subscribe(entity, customer, now);
    return { entity: created, billingEntity: this.view(saved) };
  }

  /**
   * addPersonalUnlimited: the user's own Personal Unlimited entity (document 3 section 4: its own billing entity),
   * one line of the PERSONAL_UNLIMITED plan and no team. Its PaidStateChanged (kind PERSONAL_UNLIMITED, keyed by
   * the owner) is what lifts the free-plays rule while it is paid. B011 when the user already pays for a team
   * (a paid team already gives full access) or already has a live Personal Unlimited.
   */
  async addPersonalUnlimited(
    user: AuthUser,
    settings: PersonalUnlimitedSettings,
    now = new Date(),
  ): Promise<{ billingEntity: BillingEntityView }> {
    const owned = await this.repository.entitiesOwnedBy(user.id);
    if (owned.some((entity) => entity.kind === 'PROGRAM' && entity.paid)) throw new AppError('B011');
    if (
      owned.some(
        (entity) => entity.kind === 'PERSONAL_UNLIMITED' && (entity.paid || entity.status === 'PAST_DUE'),
      )
    )
      throw new AppError('B011', { message: 'You already have Personal Unlimited.' });
    const { customer, card } = await this.payingCard(user);
    const found = await this.couponFor(settings.couponCode);
    const id = randomUUID();
    const entity = this.newEntity(
      {
        id,
        kind: 'PERSONAL_UNLIMITED',
        ownerId: user.id,
        programId: null,
        name: PLANS.PERSONAL_UNLIMITED.label,
        plan: 'PERSONAL_UNLIMITED',
        billingFrequency: settings.billingFrequency,
        // One charge line; the entity's own id stands where a team's would (no team exists).
        teams: [{ teamId: id, name: PLANS.PERSONAL_UNLIMITED.label, plan: 'PERSONAL_UNLIMITED', addons: {} }],
        cardId: card.cardId,
        couponCode: found?.code ?? null,
        coupon: found?.coupon ?? null,
      },
      now,
    );
    await this.repository.saveEntity(entity);
    return { billingEntity: this.view(await this.subscribe(entity, customer, now)) };
  }

  /**
   * updateBillingInfo: new plans, add-ons or frequency for the entity's teams. An upgrade or added seats is charged
   * now, prorated for the rest of the period, before anything changes (a refused card changes nothing); a
   * downgrade or fewer seats costs nothing now and the subscription renews at the lower price. Owners only.
   */
  async updateBillingInfo(
    user: AuthUser,
    input: { entityId: string; updates: BillingUpdates },
    now = new Date(),
  ): Promise<{ billingEntity: BillingEntityView; charged: number }> {
    const entity = await this.ownedEntity(user, input.entityId);
    // Personal Unlimited has one plan and no seats: nothing to change but renewal (disable/resume).
    if (!entity.stripeSubscriptionId || entity.kind !== 'PROGRAM') throw new AppError('B007');
    return this.changeTeams(entity, this.teamsOf(entity, input.updates), input.updates.billingFrequency, now);
  }

  /**
   * The one way a running program subscription changes its teams, plans or seats (updateBillingInfo and
   * teams/updateProgramTeams): a higher period total is charged now, prorated for the rest of the period, before
   * anything changes (a refused card changes nothing: B001); a lower one costs nothing now, Stripe renews at the
   * lower price and the current teams stay paid until the period ends (pending, applied by the LapseChecker).
   */
  async changeTeams(
    entity: BillingEntity,
    teams: BilledTeam[],
    billingFrequency: BillingEntity['billingFrequency'],
    now: Date,
  ): Promise<{ billingEntity: BillingEntityView; charged: number }> {
    if (!entity.stripeSubscriptionId) throw new AppError('B007');
    const change = this.changeOf(entity, teams, billingFrequency, now);
    const customer = await this.repository.customer(entity.ownerId);
    if (!customer) throw new AppError('B006');
    const key = `change-${entity.id}-${change.signature}`;
    if (change.newTotalCents < periodTotalCents(entity)) {
      // A downgrade: Stripe renews at the lower price (nothing prorated); the seats stay until the period ends.
      const subscription = await this.payments.changeSubscription(
        entity.stripeSubscriptionId,
        entity.billingFrequency,
        chargeLines(change.selection),
        key,
      );
      const saved = await this.repository.transaction(async (manager) => {
        const locked = (await this.repository.entity(entity.id, manager, true))!;
        locked.pendingTeams = change.teams;
        locked.pendingFrequency = billingFrequency;
        locked.pendingFrom = subscription.currentPeriodEnd;
        return this.repository.saveEntity(locked, manager);
      });
      return { billingEntity: this.view(saved), charged: 0 };
    }
    let charge = null;
    if (change.dueNowCents > 0)
      charge = await this.payments.chargeNow(
        customer.stripeCustomerId,
        change.dueNowCents,
        change.description,
        key,
      );
    if (charge && charge.status !== 'paid') throw new AppError('B001');
    const subscription = await this.payments.changeSubscription(
      entity.stripeSubscriptionId,
      billingFrequency,
      chargeLines(change.selection),
      key,
    );
    const saved = await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.entity(entity.id, manager, true))!;
      locked.teams = change.teams;
      locked.pendingTeams = null;
      locked.pendingFrequency = null;
      locked.pendingFrom = null;
      locked.plan = change.teams[0]!.plan;
      locked.quantity = change.teams.length;
      locked.billingFrequency = billingFrequency;
      locked.periodStart = subscription.currentPeriodStart;
      locked.periodEnd = subscription.currentPeriodEnd;
      if (charge) await this.ledger.applyInvoice(manager, locked, charge, 'paid', now);
      await this.outbox.append(manager, subscriptionUpdated(locked, now));
      await this.ledger.settle(manager, locked, now, true);
      return locked;
    });
    return { billingEntity: this.view(saved), charged: dollars(change.dueNowCents) };
  }

  /**
   * A preview's teams: the ones kept (by teamId, with their new plan and add-ons) and the ones teams/updateProgramTeams
   * would add (no teamId yet); a team of the entity left out is one the change removes. updateBillingInfo itself
   * takes only teamsOf's one entry per team: teams are added and removed through updateProgramTeams.
   */
  private proposedTeamsOf(entity: BillingEntity, updates: BillingUpdates): BilledTeam[] {
    if (updates.teams.every((team) => team.teamId) && updates.teams.length === entity.teams.length)
      return this.teamsOf(entity, updates);
    const byId = new Map(entity.teams.map((team) => [team.teamId, team]));
    return updates.teams.map((team) => {
      if (!team.teamId) return { teamId: '', name: '', plan: team.plan, addons: team.addons };
      const current = byId.get(team.teamId);
      if (!current) throw new AppError('B007');
      return { ...current, plan: team.plan, addons: team.addons };
    });
  }

  /** updateBillingInfo's teams: one entry per team of the entity (by teamId), each with its new plan and add-ons. */
  private teamsOf(entity: BillingEntity, updates: BillingUpdates): BilledTeam[] {
    if (updates.teams.length !== entity.teams.length || updates.teams.some((team) => !team.teamId))
      throw new AppError('B007', {
        details: [{ path: 'updates.teams', message: 'One entry per team of the subscription' }],
      });
    const byId = new Map(entity.teams.map((team) => [team.teamId, team]));
    return updates.teams.map((team) => {
      const current = byId.get(team.teamId!);
      if (!current) throw new AppError('B007');
      return { ...current, plan: team.plan, addons: team.addons };
    });
  }

  private changeOf(
    entity: BillingEntity,
    teams: BilledTeam[],
    billingFrequency: BillingEntity['billingFrequency'],
    now: Date,
  ) {
    // Monthly ↔ annual on a running subscription would restart its billing cycle: not offered (README).
    if (billingFrequency !== entity.billingFrequency)
      throw new AppError('B014', {
        details: [
          {
            path: 'updates.billingFrequency',
            message: 'The billing frequency of a subscription cannot change',
          },
        ],
      });
    const selection = { billingFrequency, teams };
    const oldTotalCents = periodTotalCents(entity);
    const newTotalCents = periodTotalCents(selection);
    const dueNowCents =
      entity.periodStart && entity.periodEnd
        ? prorationCents(oldTotalCents, newTotalCents, entity.periodStart, entity.periodEnd, now)
        : 0;
    return {
      teams,
      selection,
      newTotalCents,
      dueNowCents,
      description: changePurpose(entity, selection),
      // A digest, not a truncation: two different changes of a big program must not share an idempotency key.
      signature: createHash('sha256')
        .update(
          `${entity.periodEnd?.toISOString()}-${billingFrequency}-${newTotalCents}-${teams.map((t) => `${t.teamId}${t.plan}${JSON.stringify(t.addons)}`).join('|')}`,
        )
        .digest('hex'),
    };
  }

  /** retryPayment: pays the entity's open invoice again with the default card; B010 when it fails again. */
  async retryPayment(
    user: AuthUser,
    entityId: string,
    now = new Date(),
  ): Promise<{ billingEntity: BillingEntityView }> {
    const entity = await this.ownedEntity(user, entityId);
    const open = await this.repository.openInvoicesOf(entity.id);
    if (open.length === 0) throw new AppError('B009');
    let paid;
    try {
      paid = await this.payments.payInvoice(open[0]!.id);
    } catch (error) {
      if (error instanceof AppError && error.code.startsWith('B')) throw new AppError('B010');
      throw error;
    }
    if (paid.status !== 'paid') throw new AppError('B010');
    const saved = await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.entity(entity.id, manager, true))!;
      await this.ledger.applyInvoice(manager, locked, paid, 'paid', now);
      await this.ledger.settle(manager, locked, now);
      return locked;
    });
    return { billingEntity: this.view(saved) };
  }

  /** disableSubscription: no renewal; the teams stay paid until the period (and grace) ends. */
  async setRenewal(
    user: AuthUser,
    entityId: string,
    renew: boolean,
  ): Promise<{ billingEntity: BillingEntityView }> {
    const entity = await this.ownedEntity(user, entityId);
    if (!entity.stripeSubscriptionId || entity.status === 'CANCELLED') throw new AppError('B007');
    await this.payments.setCancelAtPeriodEnd(entity.stripeSubscriptionId, !renew);
    const saved = await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.entity(entity.id, manager, true))!;
      locked.status = renew ? 'ACTIVE' : 'DISABLED';
      if (renew) this.ledger.deriveStatus(locked);
      await this.ledger.settle(manager, locked, new Date());
      return locked;
    });
    return { billingEntity: this.view(saved) };
  }

  async getInvoices(user: AuthUser, entityId: string): Promise<{ invoices: InvoiceView[] }> {
    const entity = await this.ownedEntity(user, entityId);
    return { invoices: (await this.repository.invoicesOf(entity.id)).map(invoiceView) };
  }

  async loadSuccessfulInvoice(user: AuthUser, linkId: string): Promise<{ invoice: InvoiceView }> {
    const invoice = await this.repository.invoiceByLink(linkId);
    if (!invoice || invoice.status !== 'paid') throw new AppError('G004');
    await this.ownedEntity(user, invoice.entityId);
    return { invoice: invoiceView(invoice) };
  }

  /** getAdminBilling: what the user pays for, their cards and billing details. */
  async getAdminBilling(user: AuthUser): Promise<{
    entities: BillingEntityView[];
    cards: CardSummary[];
    billingDetails: { email: string; address: BillingAddress | null } | null;
    stripe: { publishableKey: string | null; jsUrl: string };
  }> {
    const customer = await this.repository.customer(user.id);
    const entities = await this.repository.entitiesOwnedBy(user.id);
    return {
      entities: entities.map((entity) => this.view(entity)),
      cards: customer ? await this.payments.listCards(customer.stripeCustomerId) : [],
      billingDetails: customer ? { email: customer.email, address: customer.billingAddress } : null,
      // What the card form needs: Stripe.js from this address, tokenising with this key.
      stripe: {
        publishableKey: this.config.STRIPE_PUBLISHABLE_KEY ?? null,
        jsUrl: this.config.STRIPE_JS_URL,
      },
    };
  }

  private async ownedEntity(user: AuthUser, entityId: string): Promise<BillingEntity> {
    const entity = await this.repository.entity(entityId);
    if (!entity) throw new AppError('G004');
    if (entity.ownerId !== user.id) throw new AppError('G003', { message: OWNER_ONLY });
    return entity;
  }

  view(entity: BillingEntity): BillingEntityView {
    const addons: Record<string, number> = {};
    for (const team of entity.teams)
      for (const [kind, units] of Object.entries(team.addons))
        addons[kind] = (addons[kind] ?? 0) + (units ?? 0);
    return {
      id: entity.id,
      kind: entity.kind,
      name: entity.name,
      programId: entity.programId,
      plan: entity.plan,
      billingFrequency: entity.billingFrequency,
      teams: entity.teams,
      addons,
      quantity: entity.quantity,
      paid: entity.paid,
      status: entity.status,
      paymentExpires: entity.paymentExpires?.toISOString() ?? null,
      nextPaymentDate:
        entity.status === 'ACTIVE' || entity.status === 'PAST_DUE'
          ? (entity.periodEnd?.toISOString() ?? null)
          : null,
      lastPayment: entity.lastPayment?.toISOString() ?? null,
      createdDate: entity.createdDate.toISOString(),
      cardId: entity.cardId,
      periodTotal: dollars(periodTotalCents(entity)),
      pending:
        entity.pendingTeams && entity.pendingFrom
          ? { teams: entity.pendingTeams, from: entity.pendingFrom.toISOString() }
          : null,
    };
  }
}

type BilledTeamInput = { plan: BilledTeam['plan']; addons?: BilledTeam['addons'] };

export function invoiceView(invoice: InvoiceEntity): InvoiceView {
  return {
    id: invoice.id,
    linkId: invoice.linkId,
    entityId: invoice.entityId,
    date: invoice.date.toISOString(),
    status: invoice.status,
    total: dollars(invoice.totalCents),
    amountPaid: dollars(invoice.amountPaidCents),
    lines: invoice.lines.map((line) => ({
      description: line.description,
      amount: dollars(line.amountCents),
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
    })),
    pdfUrl: invoice.pdfUrl,
    hostedUrl: invoice.hostedUrl,
  };
}
