import { Injectable } from '@nestjs/common';
import { SubscriptionUpdatedSchema, timestampDate, Topics } from '@chalktalk/contracts';
import { createLogger, OnEvent, Outbox, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { ProgramEntity } from '../teams/program.entity';
import { teamUpdated } from '../teams/team-events';
import { TeamEntity } from '../teams/team.entity';
import { TeamsRepository } from '../teams/teams.repository';
import { sameAddons } from './paid-addons';
import { paidAddonsOf } from './subscription-addons';

const logger = createLogger('teams.billing-events');

/**
 * billing.subscription.v1 SubscriptionUpdated → the add-ons of the program's teams and its quantity: the only
 * way they change on a program billing charges. The event is the whole paid state: a team of the program it does
 * not list has no add-ons. Runs in the delivery's transaction with the program row locked; an event older than
 * the one applied (a replay, a re-driven dead letter) changes nothing; each team whose add-ons change is announced
 * (TeamUpdated), so playbook and the others size it the same way.
 */
@Injectable()
export class SubscriptionEventsHandler {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly outbox: Outbox,
  ) {}

  @OnEvent(Topics.BillingSubscription, { type: SubscriptionUpdatedSchema.typeName })
  async subscriptionUpdated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const message = event.decode(SubscriptionUpdatedSchema);
    const occurredAt = event.envelope.occurredAt ? timestampDate(event.envelope.occurredAt) : new Date();
    const paid = paidAddonsOf(message, occurredAt);
    const program = await manager
      .getRepository(ProgramEntity)
      .findOne({ where: { id: message.programId }, lock: { mode: 'pessimistic_write' } });
    if (!program) {
      logger.warn(
        { eventId: event.envelope.eventId, programId: message.programId },
        'subscription of unknown program',
      );
      return;
    }
    if (program.billingSyncedAt && paid.changedAt <= program.billingSyncedAt) {
      logger.info(
        { eventId: event.envelope.eventId, programId: program.id },
        'older subscription state ignored',
      );
      return;
    }
    const teams = await this.teams.teamsOfProgram(program.id, manager);
    const strangers = [...paid.teams.keys()].filter((id) => !teams.some((team) => team.id === id));
    if (strangers.length > 0)
      logger.warn(
        { eventId: event.envelope.eventId, programId: program.id, strangers },
        'add-ons for teams not in the program',
      );
    for (const team of teams) {
      const addons = paid.teams.get(team.id) ?? {};
      if (sameAddons(team.addons, addons)) continue;
      team.addons = addons;
      await manager.getRepository(TeamEntity).update({ id: team.id }, { addons });
      await this.outbox.append(manager, teamUpdated(team, program.admins, paid.changedAt));
    }
    await manager
      .getRepository(ProgramEntity)
      .update({ id: program.id }, { quantity: paid.quantity, billingSyncedAt: paid.changedAt });
  }
}
