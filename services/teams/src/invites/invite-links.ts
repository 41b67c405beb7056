import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { InviteLinkEntity, type InviteRole } from './invite-link.entity';
import { takeInvitationQuota } from './invitation-quota';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a link leads: onto a team with a role, or among a program's admins. */
export type InviteTarget = { teamId: string } | { programId: string };

export interface NewInviteLink {
  target: InviteTarget;
  role: InviteRole;
  /** The invited addresses; the link can be used once per address (once when none is named). */
  emails: string[];
  createdBy: string;
  now: Date;
  ttlDays: number;
}

/** When a link made now stops working. */
export function inviteLinkExpiry(now: Date, ttlDays: number): Date {
  return new Date(now.getTime() + ttlDays * DAY_MS);
}

/**
 * Stores a new join link with an unguessable code; its addresses count against the inviter's hourly cap
 * (invitation-quota.ts), which every way of inviting (team, program admins, single links) goes through here.
 */
export async function createInviteLink(
  manager: EntityManager,
  spec: NewInviteLink,
): Promise<InviteLinkEntity> {
  await takeInvitationQuota(manager, spec.createdBy, spec.emails.length, spec.now);
  const link = Object.assign(new InviteLinkEntity(), {
    code: randomBytes(18).toString('base64url'),
    teamId: 'teamId' in spec.target ? spec.target.teamId : null,
    programId: 'programId' in spec.target ? spec.target.programId : null,
    role: spec.role,
    emails: spec.emails,
    maxUses: Math.max(1, spec.emails.length),
    uses: 0,
    createdBy: spec.createdBy,
    createdAt: spec.now,
    expiresAt: inviteLinkExpiry(spec.now, spec.ttlDays),
  });
  await manager.getRepository(InviteLinkEntity).insert(link);
  return link;
}

/** The web address of a link: /join-team with the code (k) and the team or program it leads to (j). */
export function joinUrl(webBaseUrl: string, code: string, entityId: string): string {
  return `${webBaseUrl}/join-team?k=${code}&j=${entityId}`;
}

/** The address of a stored link. */
export function inviteLinkUrl(webBaseUrl: string, link: InviteLinkEntity): string {
  return joinUrl(webBaseUrl, link.code, (link.teamId ?? link.programId)!);
}
