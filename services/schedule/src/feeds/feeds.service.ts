import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, TeamDirectory } from '@chalktalk/platform';
import { guardSchedule, ScheduleAccess } from '../access/schedule-access';
import { SCHEDULE_CONFIG, type ScheduleConfig } from '../config';
import type { EventEntity } from '../events/event.entity';
import { buildCalendar, type FeedEvent } from './icalendar';
import { CalendarFeedEntity } from './calendar-feed.entity';
import { FeedsRepository } from './feeds.repository';

export type FeedScope = CalendarFeedEntity['scope'];

const TYPE_NAMES: Record<string, string> = {
  GAME: 'Game',
  PRACTICE: 'Practice',
  SCRIMMAGE: 'Scrimmage',
  CUSTOM: 'Event',
};
/** A feed shows the last 90 days and the next 400. */
const PAST_DAYS = 90;
const FUTURE_DAYS = 400;

const feedGone = () => new AppError('G004', { message: 'This calendar address is no longer valid.' });

function summaryOf(event: EventEntity, customName: string | undefined, teamName: string | undefined): string {
  const name =
    event.title ||
    (event.eventType === 'GAME' && event.opponent ? `Game vs ${event.opponent}` : '') ||
    (event.eventType === 'CUSTOM' && customName) ||
    TYPE_NAMES[event.eventType] ||
    'Event';
  return teamName ? `${teamName}: ${name}` : name;
}

function descriptionOf(event: EventEntity): string {
  return [
    event.opponent ? `Opponent: ${event.opponent}` : '',
    event.objectives ? `Objectives: ${event.objectives}` : '',
    event.fieldDetails ? `Field details: ${event.fieldDetails}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

@Injectable()
export class FeedsService {
  constructor(
    @Inject(SCHEDULE_CONFIG) private readonly config: ScheduleConfig,
    private readonly access: ScheduleAccess,
    private readonly directory: TeamDirectory,
    private readonly feeds: FeedsRepository,
  ) {}

  private urls(secret: string) {
    const url = new URL('/api/schedule/calendarFeed', this.config.WEB_ORIGIN);
    url.searchParams.set('s', secret);
    return { url: url.toString(), webcalUrl: url.toString().replace(/^https?:/, 'webcal:') };
  }

  private async checkScope(user: AuthUser, scope: FeedScope, scopeId: string | null) {
    if (scope === 'TEAM') await this.access.member(user, scopeId!);
    if (scope === 'PROGRAM') await this.access.programAdmin(user, scopeId!);
  }

  /** The member's private address for the scope, made on first ask. */
  async address(user: AuthUser, scope: FeedScope, scopeId: string | null, now = new Date()) {
    await this.checkScope(user, scope, scopeId);
    const live = await this.feeds.live(user.id, scope, scopeId);
    if (live) return this.urls(live.secret);
    return this.renewChecked(user, scope, scopeId, now);
  }

  /** A new secret address; the old one stops working at once. */
  async renew(user: AuthUser, scope: FeedScope, scopeId: string | null, now = new Date()) {
    await this.checkScope(user, scope, scopeId);
    return this.renewChecked(user, scope, scopeId, now);
  }

  private async renewChecked(user: AuthUser, scope: FeedScope, scopeId: string | null, now: Date) {
    const feed = Object.assign(new CalendarFeedEntity(), {
      id: randomUUID(),
      userId: user.id,
      scope,
      scopeId,
      secret: randomBytes(24).toString('base64url'),
      createdAt: now,
      revokedAt: null,
    });
    await this.feeds.replace(feed, now);
    return this.urls(feed.secret);
  }

  /** The teams a feed covers now: the owner must still be allowed to see each (left, pending, unpaid drop out). */
  private async teamsOf(
    feed: CalendarFeedEntity,
  ): Promise<{ teamIds: string[]; names: Map<string, string>; title: string }> {
    const visible = async (teamId: string) => {
      const access = await this.directory.access(teamId, feed.userId);
      if (!access) return undefined;
      try {
        guardSchedule(access.team, access.role, access.pending);
        return access.team;
      } catch {
        return undefined;
      }
    };
    if (feed.scope === 'TEAM') {
      const team = await visible(feed.scopeId!);
      if (!team) throw feedGone();
      return { teamIds: [team.teamId], names: new Map(), title: team.name };
    }
    const candidates =
      feed.scope === 'ALL'
        ? (await this.directory.membershipsOf(feed.userId)).filter((m) => !m.pending).map((m) => m.teamId)
        : (await this.directory.teamsOfProgram(feed.scopeId!)).map((t) => t.teamId);
    const teams = (await Promise.all(candidates.map(visible))).filter((t) => t !== undefined);
    if (feed.scope === 'PROGRAM' && !teams.some((t) => t.programAdminIds.includes(feed.userId)))
      throw feedGone();
    return {
      teamIds: teams.map((t) => t.teamId),
      names: new Map(teams.map((t) => [t.teamId, t.name])),
      title: feed.scope === 'ALL' ? 'Chalktalk: all my teams' : 'Chalktalk: club calendar',
    };
  }

  /** The calendar text and its ETag (a hash of the text: any edit shows at the next fetch). */
  async render(secret: string, now = new Date()): Promise<{ body: string; etag: string }> {
    const feed = await this.feeds.bySecret(secret);
    if (!feed) throw feedGone();
    const { teamIds, names, title } = await this.teamsOf(feed);
    const events = await this.feeds.events(
      teamIds,
      new Date(now.getTime() - PAST_DAYS * 86_400_000),
      new Date(now.getTime() + FUTURE_DAYS * 86_400_000),
    );
    const customNames = await this.feeds.customTypes([
      ...new Set(events.map((e) => e.customTypeId).filter((id): id is string => Boolean(id))),
    ]);
    const feedEvents: FeedEvent[] = events.map((event) => ({
      id: event.id,
      summary: summaryOf(
        event,
        event.customTypeId ? customNames.get(event.customTypeId) : undefined,
        names.get(event.teamId),
      ),
      startAt: event.startAt,
      endAt: event.endAt,
      timeZone: event.timeZone,
      location: event.locationName,
      description: descriptionOf(event),
      cancelled: event.cancelled,
      sequence: event.sequence,
      createdAt: event.createdAt,
      updatedAt: event.updatedAt,
    }));
    const body = buildCalendar(title, feedEvents);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    return { body, etag };
  }
}
