import {
  BillingMailRequestedSchema,
  create,
  PaidStateChangedSchema,
  SubscriptionUpdatedSchema,
  TeamAddonUnitsSchema,
  TeamPlanSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { addonUnits } from '@chalktalk/domain';
import type { DomainEvent } from '@chalktalk/platform';
import type { BillingEntity } from './billing-entity.entity';

const keyOf = (entity: BillingEntity): string => entity.programId ?? entity.ownerId;

/** The entity's paid state and plans, for teams (and through its TeamUpdated, every projection). */
export function paidStateChanged(entity: BillingEntity, changedAt: Date): DomainEvent {
  return {
    topic: Topics.BillingSubscription,
    key: keyOf(entity),
    schema: PaidStateChangedSchema,
    programId: entity.programId ?? undefined,
    payload: create(PaidStateChangedSchema, {
      billingEntityId: entity.id,
      programId: entity.programId ?? '',
      ownerId: entity.ownerId,
      kind: entity.kind,
      paid: entity.paid,
      plan: entity.plan,
      teams: entity.teams.map((team) => create(TeamPlanSchema, { teamId: team.teamId, plan: team.plan })),
      paymentExpires: entity.paymentExpires ? timestampFromDate(entity.paymentExpires) : undefined,
      changedAt: timestampFromDate(changedAt),
    }),
  };
}

/** A receipt, a failed-payment or a card-expiring notice for the entity's owner (notifications sends it). */
export function billingMailRequested(
  entity: BillingEntity,
  mail: {
    kind: 'RECEIPT' | 'PAYMENT_FAILED' | 'CARD_EXPIRING';
    email: string;
    amountCents: number;
    path: string;
    invoiceId: string;
  },
): DomainEvent {
  return {
    topic: Topics.BillingSubscription,
    key: keyOf(entity),
    schema: BillingMailRequestedSchema,
    programId: entity.programId ?? undefined,
    payload: create(BillingMailRequestedSchema, {
      kind: mail.kind,
      ownerId: entity.ownerId,
      email: mail.email,
      entityName: entity.name,
      amountCents: BigInt(mail.amountCents),
      path: mail.path,
      programId: entity.programId ?? '',
      invoiceId: mail.invoiceId,
    }),
  };
}

/** The add-ons and quantity the program's subscription pays for (teams applies them; nothing else changes them). */
export function subscriptionUpdated(entity: BillingEntity, changedAt: Date): DomainEvent {
  return {
    topic: Topics.BillingSubscription,
    key: keyOf(entity),
    schema: SubscriptionUpdatedSchema,
    programId: entity.programId ?? undefined,
    payload: create(SubscriptionUpdatedSchema, {
      subscriptionId: entity.stripeSubscriptionId ?? '',
      programId: entity.programId ?? '',
      quantity: entity.quantity,
      teams: entity.teams.map((team) =>
        create(TeamAddonUnitsSchema, {
          teamId: team.teamId,
          players: addonUnits(team.addons, 'PLAYERS'),
          coaches: addonUnits(team.addons, 'COACHES'),
          admins: addonUnits(team.addons, 'ADMINS'),
        }),
      ),
      changedAt: timestampFromDate(changedAt),
    }),
  };
}
