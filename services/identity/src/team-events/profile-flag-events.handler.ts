import { Injectable } from '@nestjs/common';
import {
  CommunityProfileSetUpSchema,
  create,
  PlayChangedSchema,
  type ProfileFlagEarned,
  ProfileFlagEarnedSchema,
  Topics,
} from '@chalktalk/contracts';
import { createLogger, OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { ProfileService } from '../accounts/profile.service';
import { flagGrantOf } from './profile-flag-earned';

const logger = createLogger('identity.team-events');

/**
 * teams.membership.v1 ProfileFlagEarned → the flag on the user's profile (identity owns profiles; teams only
 * says the user earned it). Runs in the delivery's transaction; setting a flag that is already on changes nothing,
 * and a user without an account (deleted since) is skipped.
 */
@Injectable()
export class ProfileFlagEventsHandler {
  constructor(private readonly profiles: ProfileService) {}

  @OnEvent(Topics.TeamsMembership, { type: ProfileFlagEarnedSchema.typeName })
  async profileFlagEarned(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.grant(event, manager, event.decode(ProfileFlagEarnedSchema));
  }

  /** community.profile.v1 CommunityProfileSetUp → HAS_COMMUNITY_PROFILE (spec 3 §4: setting up a profile sets it). */
  @OnEvent(Topics.CommunityProfile, { type: CommunityProfileSetUpSchema.typeName })
  async communityProfileSetUp(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const { userId } = event.decode(CommunityProfileSetUpSchema);
    await this.grant(
      event,
      manager,
      create(ProfileFlagEarnedSchema, { userId, flag: 'HAS_COMMUNITY_PROFILE' }),
    );
  }

  /**
   * playbook.play.v1 PlayChanged listed in a team playbook → SHARED_PLAY_TEAM for the play's owner (the onboarding
   * step "Share a play with your team"): the owner's play is in the team's playbook, whether they shared it or a
   * coach passed it on from another team playbook. An unshare (no listings) leaves the flag on: onboarding flags stay
   * once earned. Setting a flag that is already on changes nothing, so every later PlayChanged costs one read.
   */
  @OnEvent(Topics.PlaybookPlay, { type: PlayChangedSchema.typeName })
  async playChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const play = event.decode(PlayChangedSchema);
    if (play.listings.length === 0) return;
    await this.grant(
      event,
      manager,
      create(ProfileFlagEarnedSchema, { userId: play.ownerId, flag: 'SHARED_PLAY_TEAM' }),
    );
  }

  private async grant(
    event: ReceivedEvent,
    manager: EntityManager,
    earned: ProfileFlagEarned,
  ): Promise<void> {
    const grant = flagGrantOf(earned);
    if ('ignored' in grant) {
      logger.warn({ eventId: event.envelope.eventId, reason: grant.ignored }, 'profile flag event ignored');
      return;
    }
    const outcome = await this.profiles.grantFlag(manager, grant.userId, grant.flag);
    if (outcome === 'no-account')
      logger.info({ eventId: event.envelope.eventId, userId: grant.userId }, 'profile flag for unknown user');
  }
}
