import { Injectable } from '@nestjs/common';
import { create, CommunityProfileSetUpSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { isOldEnough, screenNameKey } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { notFound, screenNameTaken, tooYoung } from '../community.errors';
import type { Caller } from '../http/caller.decorator';
import { CommunityPlaysRepository } from '../plays/community-plays.repository';
import type { CommunityPlaySummary } from '../plays/community-play.view';
import type { CommunityProfileEntity } from './community-profile.entity';
import { Contributors } from './contributors.service';
import type { SetupCommunityProfileInput } from './dto/profiles.dto';
import { ProfilesRepository } from './profiles.repository';

export interface CommunityProfileView {
  uid: string;
  screenName: string;
  description: string;
  createdDate: string;
  /** Only on the caller's own profile. */
  birthdate?: string;
  sharedPlays: CommunityPlaySummary[];
}

@Injectable()
export class ProfilesService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly profiles: ProfilesRepository,
    private readonly contributors: Contributors,
    private readonly plays: CommunityPlaysRepository,
  ) {}

  /**
   * Sets up (or edits) the caller's profile. Rules (spec: ours to choose): a unique screen name regardless of
   * case, at least 13 years old. The first setup emits CommunityProfileSetUp: identity sets HAS_COMMUNITY_PROFILE.
   */
  async setup(caller: Caller, input: SetupCommunityProfileInput, now = new Date()) {
    const { user } = this.contributors.signedIn(caller);
    if (!isOldEnough(input.birthdate, now)) throw tooYoung();
    const profile = await this.db.transaction(async (manager) => {
      const existing = await this.profiles.byUser(user.id, manager);
      const next: CommunityProfileEntity = {
        userId: user.id,
        screenName: input.screenName,
        screenNameKey: screenNameKey(input.screenName),
        description: input.description,
        birthdate: input.birthdate,
        createdAt: existing?.createdAt ?? now,
      };
      if (!(await this.profiles.save(manager, next))) throw screenNameTaken();
      if (!existing) {
        await this.outbox.append(manager, {
          topic: Topics.CommunityProfile,
          key: user.id,
          schema: CommunityProfileSetUpSchema,
          payload: create(CommunityProfileSetUpSchema, {
            userId: user.id,
            screenName: input.screenName,
            setUpAt: timestampFromDate(now),
          }),
        });
      }
      return next;
    });
    return { profile: await this.view(profile, true) };
  }

  /** A profile by screen name, anyone; without one the caller's own ({ profile: null } when not set up). */
  async get(caller: Caller, screenName: string | undefined) {
    if (screenName === undefined) {
      const { user } = this.contributors.signedIn(caller);
      const mine = await this.profiles.byUser(user.id);
      return { profile: mine ? await this.view(mine, true) : null };
    }
    const profile = await this.profiles.byScreenNameKey(screenNameKey(screenName));
    if (!profile) throw notFound();
    return { profile: await this.view(profile, profile.userId === caller.user?.id) };
  }

  private async view(profile: CommunityProfileEntity, own: boolean): Promise<CommunityProfileView> {
    return {
      uid: profile.userId,
      screenName: profile.screenName,
      description: profile.description,
      createdDate: profile.createdAt.toISOString(),
      ...(own ? { birthdate: profile.birthdate } : {}),
      sharedPlays: await this.plays.byAuthor(profile.userId),
    };
  }
}
