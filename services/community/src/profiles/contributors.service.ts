import { Injectable } from '@nestjs/common';
import { type AuthUser, TeamDirectory } from '@chalktalk/platform';
import { setUpProfileToContribute, signUpToContribute } from '../community.errors';
import type { Caller } from '../http/caller.decorator';
import type { CommunityProfileEntity } from './community-profile.entity';
import { ProfilesRepository } from './profiles.repository';

export interface Contributor {
  user: AuthUser;
  authorization: string;
  profile: CommunityProfileEntity;
}

/** Who may contribute (spec 3 §4): signed in, else 'You need to sign up to contribute.'; with a profile, else the setup prompt. */
@Injectable()
export class Contributors {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly teams: TeamDirectory,
  ) {}

  signedIn(caller: Caller): { user: AuthUser; authorization: string } {
    if (!caller.user || !caller.authorization) throw signUpToContribute();
    return { user: caller.user, authorization: caller.authorization };
  }

  async withProfile(caller: Caller): Promise<Contributor> {
    const { user, authorization } = this.signedIn(caller);
    const profile = await this.profiles.byUser(user.id);
    if (!profile) throw setUpProfileToContribute();
    return { user, authorization, profile };
  }

  /** Admins of the program (program admins, who count as ADMIN on every team of it) and its team owners. */
  async isProgramAdmin(userId: string, programId: string): Promise<boolean> {
    const teams = await this.teams.teamsOfProgram(programId);
    return teams.some((team) => team.programAdminIds.includes(userId));
  }

  /** May the user brand a play with the program: a joined member of one of its teams, or its admin. */
  async belongsToProgram(userId: string, programId: string): Promise<boolean> {
    const memberships = await this.teams.membershipsOf(userId);
    if (memberships.some((m) => m.programId === programId && !m.pending)) return true;
    return this.isProgramAdmin(userId, programId);
  }
}
