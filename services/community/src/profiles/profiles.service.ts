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
import type { GetCommunityProfileInput, SetupCommunityProfileInput } from './dto/profiles.dto';
import { ProfilesRepository } from './profiles.repository';
import { Reviewers } from './reviewers.service';

export interface CommunityProfileView {
  /** The profile id (spec 3 §2 pr=): one profile per user, so it is the user's id. */
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
    private readonly reviewers: Reviewers,
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

  /**
   * A profile by id (the route's pr=) or by screen name, anyone; with neither the caller's own ({ profile: null }
   * when not set up).
   */
  async get(caller: Caller, input: GetCommunityProfileInput) {
    if (input.screenName !== undefined)
      return this.shown(caller, await this.profiles.byScreenNameKey(screenNameKey(input.screenName)));
    if (input.id !== undefined) return this.shown(caller, await this.profiles.byUser(input.id));
    const { user } = this.contributors.signedIn(caller);
    const [mine, reviews] = await Promise.all([
      this.profiles.byUser(user.id),
      this.reviewers.scopeOf(user.id),
    ]);
    // reviewer: whether the caller reviews reports (getReportedItems answers them); the web asks only then.
    return { profile: mine ? await this.view(mine, true) : null, reviewer: reviews !== null };
  }

  private async shown(caller: Caller, profile: CommunityProfileEntity | null) {
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
