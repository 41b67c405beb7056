import { Injectable } from '@nestjs/common';
import { CommunityProfileSetUpSchema, create, ProfileFlagEarnedSchema, Topics } from '@chalktalk/contracts';
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
    const grant = flagGrantOf(event.decode(ProfileFlagEarnedSchema));
    if ('ignored' in grant) {
      logger.warn({ eventId: event.envelope.eventId, reason: grant.ignored }, 'profile flag event ignored');
      return;
    }
    const outcome = await this.profiles.grantFlag(manager, grant.userId, grant.flag);
    if (outcome === 'no-account')
      logger.info({ eventId: event.envelope.eventId, userId: grant.userId }, 'profile flag for unknown user');
  }

  /** community.profile.v1 CommunityProfileSetUp → HAS_COMMUNITY_PROFILE (spec 3 §4: setting up a profile sets it). */
  @OnEvent(Topics.CommunityProfile, { type: CommunityProfileSetUpSchema.typeName })
  async communityProfileSetUp(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const { userId } = event.decode(CommunityProfileSetUpSchema);
    const grant = flagGrantOf(create(ProfileFlagEarnedSchema, { userId, flag: 'HAS_COMMUNITY_PROFILE' }));
    if ('ignored' in grant) {
      logger.warn(
        { eventId: event.envelope.eventId, reason: grant.ignored },
        'community profile event ignored',
      );
      return;
    }
    const outcome = await this.profiles.grantFlag(manager, grant.userId, grant.flag);
    if (outcome === 'no-account')
      logger.info({ eventId: event.envelope.eventId, userId }, 'community profile of unknown user');
  }
}
