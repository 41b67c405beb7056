import { Injectable } from '@nestjs/common';
import type { TeamFlags } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { requireRule, teamRules } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import { programAdminIdsOf, teamUpdated } from '../teams/team-events';
import { TeamEntity } from '../teams/team.entity';
import type { SetTeamFlagDto, SetTeamTimeZoneDto, UpdateCoachPlaceholdersDto } from './flags.dto';

/** Team settings stored on the team document in the original: flags and coach placeholders. */
@Injectable()
export class FlagsService {
  constructor(
    private readonly db: DataSource,
    private readonly loader: TeamContextLoader,
    private readonly outbox: Outbox,
  ) {}

  /** Flags decide what coaches and players may do, so only team admins and program admins set them. */
  async setTeamFlag(user: AuthUser, input: SetTeamFlagDto, now = new Date()): Promise<{ flags: TeamFlags }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager, lock: true });
      requireRule(teamRules.canAdminister, context, user.id);
      const flags: TeamFlags = { ...context.team.flags };
      // An absent flag is off: unsetting removes the key rather than storing false.
      if (input.value) flags[input.flag] = true;
      else delete flags[input.flag];
      if (Boolean(context.team.flags[input.flag]) !== input.value) {
        context.team.flags = flags;
        await manager.getRepository(TeamEntity).update({ id: context.team.id }, { flags });
        await this.outbox.append(
          manager,
          teamUpdated(context.team, programAdminIdsOf(context.program), now, user.id),
        );
      }
      return { flags };
    });
  }

  /** The team's IANA time zone (the schedule's wall clock); editors set it. Announced with TeamUpdated. */
  async setTeamTimeZone(
    user: AuthUser,
    input: SetTeamTimeZoneDto,
    now = new Date(),
  ): Promise<{ timeZone: string }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager, lock: true });
      requireRule(teamRules.canEdit, context, user.id);
      if (context.team.timeZone !== input.timeZone) {
        context.team.timeZone = input.timeZone;
        await manager.getRepository(TeamEntity).update({ id: context.team.id }, { timeZone: input.timeZone });
        await this.outbox.append(
          manager,
          teamUpdated(context.team, programAdminIdsOf(context.program), now, user.id),
        );
      }
      return { timeZone: input.timeZone };
    });
  }

  /** Names of coaches who have not joined yet; editors keep the list. */
  async updateCoachPlaceholders(
    user: AuthUser,
    input: UpdateCoachPlaceholdersDto,
    now = new Date(),
  ): Promise<{ coachPlaceholders: string[] }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager, lock: true });
      requireRule(teamRules.canEdit, context, user.id);
      const coachPlaceholders = input.coachPlaceholders;
      context.team.coachPlaceholders = coachPlaceholders;
      await manager.getRepository(TeamEntity).update({ id: context.team.id }, { coachPlaceholders });
      await this.outbox.append(
        manager,
        teamUpdated(context.team, programAdminIdsOf(context.program), now, user.id),
      );
      return { coachPlaceholders };
    });
  }
}
