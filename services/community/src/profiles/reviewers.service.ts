import { Inject, Injectable } from '@nestjs/common';
import { TeamDirectory } from '@chalktalk/platform';
import { COMMUNITY_CONFIG, type CommunityConfig } from '../config';
import { ModeratorsRepository } from './moderators.repository';

/** What a user reviews: everything (a community moderator) or the plays of the programs they administer. */
export interface ReviewScope {
  moderator: boolean;
  programIds: string[];
}

/**
 * Who reviews reported items: the community moderators (COMMUNITY_MODERATOR_IDS, and those granted in the
 * database: the embedded runner's demo moderator) and program admins (for their programs' plays).
 * Moderation enforces it; the caller's own profile answer tells the web, so only reviewers ask for reports.
 */
@Injectable()
export class Reviewers {
  constructor(
    @Inject(COMMUNITY_CONFIG) private readonly config: CommunityConfig,
    private readonly teams: TeamDirectory,
    private readonly moderators: ModeratorsRepository,
  ) {}

  async isModerator(userId: string): Promise<boolean> {
    return this.config.COMMUNITY_MODERATOR_IDS.includes(userId) || this.moderators.isListed(userId);
  }

  /** null: the user reviews nothing. */
  async scopeOf(userId: string): Promise<ReviewScope | null> {
    if (await this.isModerator(userId)) return { moderator: true, programIds: [] };
    const programIds = await this.teams.programsAdministeredBy(userId);
    return programIds.length > 0 ? { moderator: false, programIds } : null;
  }
}
