import { Inject, Injectable } from '@nestjs/common';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { TEAMS_CONFIG, type TeamsConfig } from '../config';
import { invitationCreated } from '../membership/membership-events';
import { displayName } from '../shared/display-name';
import { assertRoomFor } from '../teams/team-capacity';
import { requireRule, type TeamContext, teamRules } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import { InviteLinkEntity, type InviteRole } from './invite-link.entity';
import { createInviteLink, inviteLinkExpiry, inviteLinkUrl, joinUrl } from './invite-links';
import { type InviteMail, renderInviteMail } from './invite-mail';
import type { InviteLinkDto, InviteMembersDto } from './invites.dto';

export interface InvitationDto {
  role: InviteRole;
  emails: string[];
  link: string;
}

/** Editors invite coaches and players; inviting admins needs a team or program admin. */
function requireMayInvite(context: TeamContext, userId: string, roles: readonly InviteRole[]): void {
  requireRule(teamRules.canEdit, context, userId);
  if (roles.includes('ADMIN')) requireRule(teamRules.canAdminister, context, userId);
}

@Injectable()
export class InvitesService {
  constructor(
    private readonly db: DataSource,
    private readonly loader: TeamContextLoader,
    private readonly outbox: Outbox,
    @Inject(TEAMS_CONFIG) private readonly config: TeamsConfig,
  ) {}

  /**
   * One link per role, usable once per invited address, and one InvitationCreated per role for notifications to
   * mail. Addresses of people already on the team are skipped; the rest must fit the team (T002).
   */
  async inviteMembers(
    user: AuthUser,
    input: InviteMembersDto,
    now = new Date(),
  ): Promise<{ invitations: InvitationDto[]; alreadyMembers: string[] }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.entityId, { manager, lock: true });
      const byRole: [InviteRole, string[]][] = [
        ['PLAYER', input.playerEmails],
        ['COACH', input.coachEmails],
        ['ADMIN', input.adminEmails],
      ];
      requireMayInvite(
        context,
        user.id,
        byRole.filter(([, emails]) => emails.length > 0).map(([role]) => role),
      );
      const onTeam = new Set(context.memberships.map((membership) => membership.email.toLowerCase()));
      const alreadyMembers: string[] = [];
      const invitations: InvitationDto[] = [];
      for (const [role, emails] of byRole) {
        const fresh = emails.filter((email) => !onTeam.has(email));
        alreadyMembers.push(...emails.filter((email) => onTeam.has(email)));
        if (fresh.length === 0) continue;
        assertRoomFor(context, role, fresh.length);
        const link = await this.createLink(manager, context, user, role, fresh, now);
        const mail = this.mail(context, user, role, this.url(link), link.expiresAt);
        await this.outbox.append(
          manager,
          invitationCreated(context.team.id, {
            teamName: context.team.name,
            programId: context.team.programId ?? '',
            role,
            emails: fresh,
            link: this.url(link),
            inviterId: user.id,
            inviterName: displayName(user),
            inviterEmail: user.email,
            ...mail,
            expiresAt: link.expiresAt,
          }),
        );
        invitations.push({ role, emails: fresh, link: this.url(link) });
      }
      return { invitations, alreadyMembers };
    });
  }

  /** A single-use link for one person (the "copy link" of the invite dialog); nothing is mailed. */
  async inviteLink(user: AuthUser, input: InviteLinkDto, now = new Date()): Promise<{ link: string }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.entityId, { manager });
      requireMayInvite(context, user.id, [input.type]);
      assertRoomFor(context, input.type);
      const link = await this.createLink(
        manager,
        context,
        user,
        input.type,
        input.email ? [input.email] : [],
        now,
      );
      return { link: this.url(link) };
    });
  }

  /** The invitation mail as it would be sent, with an example link (no link is created). */
  async previewInvite(user: AuthUser, input: InviteLinkDto, now = new Date()): Promise<{ html: string }> {
    const context = await this.loader.load(input.entityId);
    requireMayInvite(context, user.id, [input.type]);
    const example = joinUrl(this.config.WEB_BASE_URL, 'preview', context.team.id);
    const expiresAt = inviteLinkExpiry(now, this.config.INVITE_LINK_TTL_DAYS);
    return { html: this.mail(context, user, input.type, example, expiresAt).html };
  }

  private createLink(
    manager: EntityManager,
    context: TeamContext,
    user: AuthUser,
    role: InviteRole,
    emails: string[],
    now: Date,
  ): Promise<InviteLinkEntity> {
    return createInviteLink(manager, {
      target: { teamId: context.team.id },
      role,
      emails,
      createdBy: user.id,
      now,
      ttlDays: this.config.INVITE_LINK_TTL_DAYS,
    });
  }

  private url(link: InviteLinkEntity): string {
    return inviteLinkUrl(this.config.WEB_BASE_URL, link);
  }

  private mail(
    context: TeamContext,
    user: AuthUser,
    role: InviteRole,
    link: string,
    expiresAt: Date,
  ): InviteMail {
    return renderInviteMail({
      teamName: context.team.name,
      programName: context.program?.name ?? null,
      role,
      inviterName: displayName(user),
      link,
      expiresAt,
    });
  }
}
