import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { TEAMS_CONFIG, type TeamsConfig } from '../config';
import type { InvitationDto } from '../invites/invites.service';
import { InviteLinkEntity } from '../invites/invite-link.entity';
import { createInviteLink, inviteLinkUrl } from '../invites/invite-links';
import type { InviteMembersDto } from '../invites/invites.dto';
import { renderInviteMail } from '../invites/invite-mail';
import type { JoinResultDto } from '../join/join-result.dto';
import type { TeamMemberDto } from '../membership/membership.dto';
import { displayName } from '../shared/display-name';
import { ProgramEntity } from '../teams/program.entity';
import { teamUpdated } from '../teams/team-events';
import { toTeamDto } from '../teams/team-view';
import { TeamsRepository } from '../teams/teams.repository';
import { programAdminInvitationCreated } from './program-admin-events';
import {
  isProgramAdmin,
  programAdminRemovalRefusal,
  withoutProgramAdmins,
  withProgramAdmin,
} from './program-admin-rules';

/**
 * Program admins through the spec's team calls with a program's id as `entityId`: inviteMembers (adminEmails),
 * joinTeamLink and removeTeamMembers. Every change announces a TeamUpdated (with the program's admins) for each
 * team of the program, in the transaction of the change.
 */
@Injectable()
export class ProgramAdminsService {
  constructor(
    private readonly db: DataSource,
    private readonly teams: TeamsRepository,
    private readonly outbox: Outbox,
    @Inject(TEAMS_CONFIG) private readonly config: TeamsConfig,
  ) {}

  /** True when the id names a program (the team calls then act on its admins). */
  async isProgram(entityId: string): Promise<boolean> {
    return (await this.teams.programById(entityId)) !== null;
  }

  /**
   * Invites program admins by email: one link usable once per address, one InvitationCreated for notifications.
   * Program admins only (G003); a program has no players or coaches of its own (G001).
   */
  async invite(
    user: AuthUser,
    input: InviteMembersDto,
    now = new Date(),
  ): Promise<{ invitations: InvitationDto[]; alreadyMembers: string[] }> {
    return this.db.transaction(async (manager) => {
      const program = await this.lockedProgram(manager, input.entityId);
      if (!isProgramAdmin(program, user.id)) throw new AppError('G003');
      if (input.playerEmails.length > 0 || input.coachEmails.length > 0)
        throw new AppError('G001', {
          details: [
            {
              path: input.playerEmails.length > 0 ? 'playerEmails' : 'coachEmails',
              message: 'Only admins can be invited to a program',
            },
          ],
        });
      const adminAddresses = new Set(
        program.admins.map((id) => program.adminProfiles[id]?.email.toLowerCase()).filter(Boolean),
      );
      const alreadyMembers = input.adminEmails.filter((email) => adminAddresses.has(email));
      const fresh = input.adminEmails.filter((email) => !adminAddresses.has(email));
      if (fresh.length === 0) return { invitations: [], alreadyMembers };

      const link = await this.createLink(manager, program, user, fresh, now);
      const url = this.url(link);
      const mail = renderInviteMail({
        teamName: program.name,
        programName: null,
        role: 'ADMIN',
        inviterName: displayName(user),
        link: url,
        expiresAt: link.expiresAt,
      });
      await this.outbox.append(
        manager,
        programAdminInvitationCreated(program.id, {
          teamName: program.name,
          emails: fresh,
          link: url,
          inviterId: user.id,
          inviterName: displayName(user),
          inviterEmail: user.email,
          ...mail,
          expiresAt: link.expiresAt,
        }),
      );
      return { invitations: [{ role: 'ADMIN', emails: fresh, link: url }], alreadyMembers };
    });
  }

  /**
   * The user opened a program-admin link (already found usable and locked by the caller): they become a program
   * admin. T004 when they already are one.
   */
  async joinByLink(
    manager: EntityManager,
    user: AuthUser,
    link: InviteLinkEntity,
    now: Date,
  ): Promise<JoinResultDto> {
    const program = await this.lockedProgram(manager, link.programId!);
    if (isProgramAdmin(program, user.id)) throw new AppError('T004');
    Object.assign(program, withProgramAdmin(program, user, now));
    await this.save(manager, program);
    await manager.getRepository(InviteLinkEntity).increment({ code: link.code }, 'uses', 1);
    const teams = await this.announce(manager, program, now, user.id);
    const memberships = await this.teams.membershipsOfTeams(
      teams.map((team) => team.id),
      manager,
    );
    return {
      joinedTeams: teams.map((team) => toTeamDto(team, memberships, user.id, program, teams.length)),
      joinedAs: 'ADMIN',
      pending: false,
    };
  }

  /**
   * Removes program admins (program admins only, G003). Never the owner (G003), never someone who is not one
   * (G004); see `programAdminRemovalRefusal`.
   */
  async remove(
    user: AuthUser,
    programId: string,
    memberIds: string[],
    now = new Date(),
  ): Promise<{ removed: string[] }> {
    return this.db.transaction(async (manager) => {
      const program = await this.lockedProgram(manager, programId);
      if (!isProgramAdmin(program, user.id)) throw new AppError('G003');
      const removed = [...new Set(memberIds)];
      const refused = programAdminRemovalRefusal(program, removed);
      if (refused) throw new AppError(refused.refusal === 'notAnAdmin' ? 'G004' : 'G003');
      Object.assign(program, withoutProgramAdmins(program, removed));
      await this.save(manager, program);
      await this.announce(manager, program, now, user.id);
      return { removed };
    });
  }

  /**
   * The program's admins as getTeamMembers lists them (role ADMIN), oldest first; addresses for program admins
   * only. Names missing from the profile (admins from before profiles were kept) come from their memberships.
   */
  async list(program: ProgramEntity, viewerId: string): Promise<TeamMemberDto[]> {
    const showEmail = isProgramAdmin(program, viewerId);
    const teamIds = (await this.teams.teamsOfProgram(program.id)).map((team) => team.id);
    const memberships = await this.teams.membershipsOfTeams(teamIds);
    return program.admins.map((uid) => {
      const profile = program.adminProfiles[uid];
      const membership = memberships.find((m) => m.userId === uid);
      return {
        uid,
        role: 'ADMIN' as const,
        firstName: profile?.firstName || membership?.firstName || '',
        lastName: profile?.lastName || membership?.lastName || '',
        ...(showEmail ? { email: profile?.email || membership?.email || '' } : {}),
        joinedAt: profile?.addedAt ?? program.createdDate.toISOString(),
      };
    });
  }

  private async lockedProgram(manager: EntityManager, programId: string): Promise<ProgramEntity> {
    const program = await manager
      .getRepository(ProgramEntity)
      .findOne({ where: { id: programId }, lock: { mode: 'pessimistic_write' } });
    if (!program) throw new AppError('G004');
    return program;
  }

  private async save(manager: EntityManager, program: ProgramEntity): Promise<void> {
    await manager
      .getRepository(ProgramEntity)
      .update({ id: program.id }, { admins: program.admins, adminProfiles: program.adminProfiles });
  }

  /** Every team of the program learns its new program admins (TeamUpdated carries the team's whole state). */
  private async announce(manager: EntityManager, program: ProgramEntity, now: Date, actorId: string) {
    const teams = await this.teams.teamsOfProgram(program.id, manager);
    for (const team of teams)
      await this.outbox.append(manager, teamUpdated(team, program.admins, now, actorId));
    return teams;
  }

  private createLink(
    manager: EntityManager,
    program: ProgramEntity,
    user: AuthUser,
    emails: string[],
    now: Date,
  ): Promise<InviteLinkEntity> {
    return createInviteLink(manager, {
      target: { programId: program.id },
      role: 'ADMIN',
      emails,
      createdBy: user.id,
      now,
      ttlDays: this.config.INVITE_LINK_TTL_DAYS,
    });
  }

  private url(link: InviteLinkEntity): string {
    return inviteLinkUrl(this.config.WEB_BASE_URL, link);
  }
}
