import { Injectable } from '@nestjs/common';
import { ModeratorsRepository } from './moderators.repository';

/**
 * Seed-only: the embedded runner's demo seed makes its demo moderator account a community moderator (resolved
 * from the in-process app; no public call grants moderation). Distributed runtimes list moderators in
 * COMMUNITY_MODERATOR_IDS (helm: services.community.env).
 */
@Injectable()
export class DemoModeratorSeed {
  constructor(private readonly moderators: ModeratorsRepository) {}

  grantModeratorForDemo(userId: string): Promise<void> {
    return this.moderators.grant(userId);
  }
}
