import { Injectable } from '@nestjs/common';
import { PaidStateChangedSchema, timestampDate, Topics } from '@chalktalk/contracts';
import { isPlanCode } from '@chalktalk/domain';
import { createLogger, OnEvent, Outbox, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { ProgramEntity } from '../teams/program.entity';
import { teamUpdated } from '../teams/team-events';
import { TeamEntity } from '../teams/team.entity';
import { TeamsRepository } from '../teams/teams.repository';

const logger = createLogger('teams.paid-state');

/**
 * billing.subscription.v1 PaidStateChanged → the program's and its teams' paid flag and plan: the only way a
 * program billing charges becomes paid (active) or lapses (inactive). Each listed team takes its plan and the
 * entity's paid state; a team of the program left out is not paid for. Runs in the delivery's transaction with the
 * program row locked; a state older than the one applied changes nothing; each team whose paid flag or plan
 * changes is announced (TeamUpdated), so playbook and every other projection follows.
 */
@Injectable()
export class PaidStateHandler {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly outbox: Outbox,
  ) {}

  @OnEvent(Topics.BillingSubscription, { type: PaidStateChangedSchema.typeName })
  async paidStateChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const message = event.decode(PaidStateChangedSchema);
    if (!message.programId) return; // Personal Unlimited: no team of its own.
    const changedAt = message.changedAt
      ? timestampDate(message.changedAt)
      : event.envelope.occurredAt
        ? timestampDate(event.envelope.occurredAt)
        : new Date();
    const programs = manager.getRepository(ProgramEntity);
    const program = await programs.findOne({
      where: { id: message.programId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!program) {
      logger.warn(
        { eventId: event.envelope.eventId, programId: message.programId },
        'paid state of unknown program',
      );
      return;
    }
    if (program.paidSyncedAt && changedAt <= program.paidSyncedAt) return;
    const plans = new Map(message.teams.filter((t) => isPlanCode(t.plan)).map((t) => [t.teamId, t.plan]));
    for (const team of await this.teams.teamsOfProgram(program.id, manager)) {
      const plan = plans.get(team.id) ?? team.plan;
      const paid = plans.has(team.id) && message.paid;
      if (team.paid === paid && team.plan === plan) continue;
      team.paid = paid;
      team.plan = plan;
      await manager.getRepository(TeamEntity).update({ id: team.id }, { paid, plan });
      // Stamped with this change's own time here: billing's decision may predate the team's creation in teams.
      await this.outbox.append(manager, teamUpdated(team, program.admins, new Date()));
    }
    await programs.update(
      { id: program.id },
      {
        paid: message.paid,
        plan: isPlanCode(message.plan) ? message.plan : program.plan,
        paidSyncedAt: changedAt,
      },
    );
  }
}
