import { Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CreateProgramResultDto } from '../teams/dto/team.dto';
import { MembershipEntity } from '../teams/membership.entity';
import { newMembership, newTeam, type NewTeamFields } from '../teams/new-team';
import { assertPaidFieldsUnchanged } from '../billing/paid-addons';
import { withProgramAdmin } from '../program-admins/program-admin-rules';
import { ProgramEntity } from '../teams/program.entity';
import { programCreated, teamCreated, teamRemoved, teamUpdated } from '../teams/team-events';
import { toProgramDto, toTeamDto } from '../teams/team-view';
import { TeamEntity } from '../teams/team.entity';
import { TeamsRepository } from '../teams/teams.repository';
import { JoinMethod, memberJoined } from '../membership/membership-events';
import type { CreateProgramDto } from './create-program.dto';
import { changedTeamFields } from './team-changes';
import type { UpdateProgramTeamsDto } from './update-program-teams.dto';

@Injectable()
export class ProgramsService {
  constructor(
    private readonly repository: TeamsRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Creates a program and its teams; the creator owns them and is ADMIN of every team. New teams are unpaid and
   * have no add-ons: those are bought through billing (G003 when asked for).
   */
  async createProgram(
    user: AuthUser,
    input: CreateProgramDto,
    now = new Date(),
  ): Promise<CreateProgramResultDto> {
    assertPaidFieldsUnchanged(false, {
      added: input.teams.map((team, index) => ({ path: `teams.${index}.addons`, addons: team.addons })),
      modified: [],
    });
    const program = Object.assign(new ProgramEntity(), {
      id: randomUUID(),
      name: input.name,
      plan: null,
      paid: false,
      colorPrimary: null,
      colorSecondary: null,
      ownerId: user.id,
      admins: [user.id],
      adminProfiles: withProgramAdmin({ admins: [], adminProfiles: {} }, user, now).adminProfiles,
      createdDate: now,
      addons: {},
      quantity: null,
      billingExempt: false,
      billingSyncedAt: null,
      paidSyncedAt: null,
      logoVersion: null,
    });
    const { teams, memberships } = await this.repository.transaction(async (manager) => {
      const drafted = await this.draftTeams(manager, program, user, input.teams, now);
      await this.repository.insertProgram(manager, program);
      // Same transaction as the rows: the events exist exactly when the program does.
      await this.outbox.append(
        manager,
        programCreated(
          program,
          drafted.teams.map((team) => team.id),
        ),
      );
      await this.saveTeams(manager, program, drafted);
      return drafted;
    });
    return {
      program: toProgramDto(
        program,
        teams.map((team) => team.id),
      ),
      teams: teams.map((team) => toTeamDto(team, memberships, user.id, program, teams.length)),
    };
  }

  /**
   * The manage-teams page's save: add teams (no id), change teams that differ in name, sport, collegiateTeam or
   * add-ons, remove teams, and record the requested add-ons and quantity. Program admins only. Add-ons and
   * quantity change here only on a billing-exempt program; elsewhere asking to change them is G003 (billing sells
   * them, SubscriptionUpdated applies them).
   */
  async updateProgramTeams(
    user: AuthUser,
    input: UpdateProgramTeamsDto,
    now = new Date(),
  ): Promise<CreateProgramResultDto> {
    return this.repository.transaction(async (manager) => {
      const program = await this.repository.programById(input.programId, manager);
      if (!program) throw new AppError('G004');
      if (!program.admins.includes(user.id)) throw new AppError('G003');
      const existing = new Map(
        (await this.repository.teamsOfProgram(program.id, manager)).map((team) => [team.id, team]),
      );
      const foreign = [...input.modified.map((team) => team.id), ...input.removed].filter(
        (id) => !existing.has(id),
      );
      if (foreign.length > 0)
        throw new AppError('G001', {
          details: foreign.map((id) => ({ path: 'teams', message: `Team ${id} is not in this program` })),
        });
      assertPaidFieldsUnchanged(program.billingExempt, {
        added: input.added.map((team, index) => ({ path: `added.${index}.addons`, addons: team.addons })),
        modified: input.modified.map((change, index) => ({
          path: `modified.${index}.addons`,
          current: existing.get(change.id)!.addons,
          next: change.addons,
        })),
        program: {
          current: { addons: program.addons, quantity: program.quantity },
          addons: input.addons,
          quantity: input.quantity,
        },
      });

      for (const id of new Set(input.removed)) {
        const team = existing.get(id)!;
        await manager.getRepository(TeamEntity).delete({ id });
        await this.outbox.append(manager, teamRemoved(team, now));
        existing.delete(id);
      }
      for (const change of input.modified) {
        const team = existing.get(change.id);
        if (!team) continue; // removed in the same call: removal wins
        const changes = changedTeamFields(team, change);
        if (!changes) continue;
        Object.assign(team, changes);
        await manager.getRepository(TeamEntity).update({ id: team.id }, changes);
        await this.outbox.append(manager, teamUpdated(team, program.admins, now, user.id));
      }
      await this.saveTeams(manager, program, await this.draftTeams(manager, program, user, input.added, now));

      const programChanges: Partial<ProgramEntity> = {};
      if (input.addons) programChanges.addons = input.addons;
      if (input.quantity !== undefined) programChanges.quantity = input.quantity;
      if (Object.keys(programChanges).length > 0) {
        await manager.getRepository(ProgramEntity).update({ id: program.id }, programChanges);
        Object.assign(program, programChanges);
      }

      const teams = await this.repository.teamsOfProgram(program.id, manager);
      const memberships = await this.repository.membershipsOfTeams(
        teams.map((team) => team.id),
        manager,
      );
      return {
        program: toProgramDto(
          program,
          teams.map((team) => team.id),
        ),
        teams: teams.map((team) => toTeamDto(team, memberships, user.id, program, teams.length)),
      };
    });
  }

  /**
   * New teams owned by the program's owner; the owner (and the user adding them, when another program admin)
   * become ADMIN members. Distinct creation stamps keep the order the teams were typed in.
   */
  private async draftTeams(
    manager: EntityManager,
    program: ProgramEntity,
    user: AuthUser,
    drafts: readonly NewTeamFields[],
    now: Date,
  ): Promise<{ teams: TeamEntity[]; memberships: MembershipEntity[] }> {
    const teams: TeamEntity[] = [];
    for (const [index, draft] of drafts.entries()) {
      const key = await this.repository.freshTeamKey(manager, teams);
      teams.push(newTeam(draft, program.id, program.ownerId, key, new Date(now.getTime() + index)));
    }
    const admins = program.ownerId === user.id ? [user] : [{ id: program.ownerId, email: '' }, user];
    const memberships = teams.flatMap((team) =>
      admins.map((admin) => newMembership(team.id, admin, 'ADMIN', now)),
    );
    return { teams, memberships };
  }

  private async saveTeams(
    manager: EntityManager,
    program: ProgramEntity,
    { teams, memberships }: { teams: TeamEntity[]; memberships: MembershipEntity[] },
  ): Promise<void> {
    await this.repository.insertTeams(manager, teams);
    await this.repository.insertMemberships(manager, memberships);
    for (const team of teams) await this.outbox.append(manager, teamCreated(team, program.admins));
    // After TeamCreated (same key): consumers learn every admin, not just the owner TeamCreated names.
    for (const membership of memberships)
      await this.outbox.append(manager, memberJoined(membership, JoinMethod.CREATOR, null));
  }
}
