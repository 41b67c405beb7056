import { Injectable } from '@nestjs/common';
import { AppError, GUARD_MESSAGES, isViewable, type TeamFlags, type TeamRole } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { PersonalUnlimitedRepository } from '../personal-unlimited/personal-unlimited.repository';
import { type TeamAccess, TeamProjectionService } from '../team-projection/team-projection.service';
import type { PlaybookEntity } from './playbook.entity';
import { canEditTeamPlays, hasFullAccess } from './playbook.rules';
import {
  noPermission,
  notATeamMember,
  playbookNotFound,
  teamNotFound,
  teamPlaybookMissing,
} from './playbooks.errors';
import { PlaybooksRepository } from './playbooks.repository';

/** Who the user is for one playbook: its owner (personal) or a team member with a role and the team's flags. */
export interface PlaybookContext {
  playbook: PlaybookEntity;
  kind: 'personal' | 'team';
  userId: string;
  teamId?: string;
  teamName?: string;
  role?: TeamRole;
  flags: TeamFlags;
  /** The user may change this playbook's plays and folders. */
  writable: boolean;
}

@Injectable()
export class PlaybookAccess {
  constructor(
    private readonly playbooks: PlaybooksRepository,
    private readonly teams: TeamProjectionService,
    private readonly personalUnlimited: PersonalUnlimitedRepository,
  ) {}

  personal(user: AuthUser, now = new Date()): Promise<PlaybookEntity> {
    return this.playbooks.findOrCreatePersonal(user.id, now);
  }

  /** The team, the user's role and the team playbook; G004 for an unknown team, G003 for a non-member. */
  async team(user: AuthUser, teamId: string): Promise<PlaybookContext & { teamId: string }> {
    // The team with the user's role and the team's playbook: two statements sent together.
    const [access, playbook] = await Promise.all([
      this.teams.access(teamId, user.id),
      this.playbooks.findTeamPlaybook(teamId),
    ]);
    return teamContextOf(user, teamId, access, playbook);
  }

  /** Any playbook by id: the owner of a personal one, a member of a team's; others G003, unknown G004. */
  async context(user: AuthUser, playbookId: string): Promise<PlaybookContext> {
    const playbook = await this.playbooks.findById(playbookId);
    if (!playbook) throw playbookNotFound();
    if (playbook.type === 'personal') {
      if (playbook.ownerId !== user.id) throw noPermission();
      return { playbook, kind: 'personal', userId: user.id, flags: {}, writable: true };
    }
    if (playbook.type === 'team' && playbook.teamId) return this.team(user, playbook.teamId);
    // Community playbooks are read through the community service; nobody edits them here.
    throw noPermission();
  }

  /** A playbook the user may change (G003 otherwise). */
  async writable(user: AuthUser, playbookId: string): Promise<PlaybookContext> {
    const context = await this.context(user, playbookId);
    if (!context.writable) throw noPermission();
    return context;
  }

  teamPlaybook(teamId: string): Promise<PlaybookEntity | null> {
    return this.playbooks.findTeamPlaybook(teamId);
  }

  /** Coach or admin of a paid team, or a paid Personal Unlimited (billing's own entity for the user). */
  async fullAccess(userId: string): Promise<boolean> {
    const [memberships, personalUnlimited] = await Promise.all([
      this.teams.membershipsOf(userId),
      this.personalUnlimited.isPaid(userId),
    ]);
    return personalUnlimited || hasFullAccess(memberships);
  }
}

/**
 * The context of a team playbook from what was read of it (the team with the user's role, the playbook): G004 for
 * an unknown team, G003 for a non-member or a member of an unpaid team who is not its admin.
 */
export function teamContextOf(
  user: AuthUser,
  teamId: string,
  access: TeamAccess | undefined,
  playbook: PlaybookEntity | null,
): PlaybookContext & { teamId: string } {
  if (!access) throw teamNotFound();
  if (!access.role) throw notATeamMember();
  // Team playbook features need an active team: an unpaid team stays open to its admins only.
  const viewable = isViewable(
    { ownerId: access.team.ownerId, members: { [user.id]: { role: access.role } }, paid: access.team.paid },
    user.id,
  );
  // Document 3 section 2's guard text, so the playbook says why (the web app shows the answer's message).
  if (!viewable) throw new AppError('G003', { message: GUARD_MESSAGES.subscriptionInactive });
  if (!playbook) throw teamPlaybookMissing();
  const flags = access.team.flags ?? {};
  return {
    playbook,
    kind: 'team',
    userId: user.id,
    teamId,
    teamName: access.team.name,
    role: access.role,
    flags,
    writable: canEditTeamPlays(access.role, flags),
  };
}
