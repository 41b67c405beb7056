import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  NOTIFICATION_CATALOG,
  allowedChannels,
  isEdition,
  quietHoursEnd,
  type Edition,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationParams,
  type SentNotificationKind,
} from '@chalktalk/domain';
import { TeamDirectory } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DeliveriesService, type MailRequest } from '../deliveries/deliveries.service';
import { InboxRepository } from '../inbox/inbox.repository';
import { NotificationEntity } from '../inbox/notification.entity';
import { MemberDirectoryRepository } from '../member-directory/member-directory.repository';
import { PushDeliveryEntity } from '../push/push-delivery.entity';
import { PushDispatcher } from '../push/push-dispatcher.service';
import { PushRepository } from '../push/push.repository';
import { PushService } from '../push/push.service';
import { NotificationSettingsRepository } from '../settings/notification-settings.repository';
import { NotificationSettingsService, quietHoursOf } from '../settings/notification-settings.service';
import { editionOfSport } from '../team-editions/edition-of-sport';
import { TeamEditionsRepository } from '../team-editions/team-editions.repository';
import { resolveAudience, type Person } from './audience';

export interface NotifyRequest {
  /** The source event (the inbox row and the mail remember it). */
  eventId: string;
  kind: SentNotificationKind;
  teamId: string;
  /** Who caused it: named in the text, never notified. */
  actorId?: string;
  /** Who receives it when not the kind's own audience (UPCOMING_EVENT the day before: the whole team). */
  audience?: NotificationAudience;
  /** 'recipients' audiences: the accounts the source event names. */
  recipientIds?: readonly string[];
  /** A COACHES post or a coaches-only play share: the kind's coaches-only roles only. */
  coachesOnly?: boolean;
  /** The kind's fields besides team and actor (subject, ids, whenText…). */
  params: Partial<NotificationParams>;
  /** Burst kinds: what a burst is about besides the kind and the person (default: the team). */
  collapseOn?: string;
  /** Extra links in the mail per recipient (an event reminder's RSVP answers). */
  mailLinks?: (userId: string) => { label: string; url: string }[] | undefined;
  /** The caller's own mail for a recipient (study reminders keep their template); preferences still decide. */
  customMail?: (userId: string, unsubscribeUrl: string) => MailRequest | undefined;
  now?: Date;
}

export interface NotifyOutcome {
  /** Per channel, who it reached (or was queued for). */
  delivered: Record<NotificationChannel, string[]>;
}

/** Listeners of new or changed inbox items (the live stream), called after the event's transaction. */
export type InboxListener = (userId: string) => void;

/**
 * One notification of one kind → the right people, each on the channels they left on: the in-app inbox at once
 * (quiet hours do not hold it: it makes no sound), email and push held until quiet hours end. Bursts of a kind
 * with a collapse window become one inbox item and one mail with a count. Runs in the source event's transaction.
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger(Notifier.name);
  private readonly inboxListeners = new Set<InboxListener>();

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly directory: TeamDirectory,
    private readonly ownDirectory: MemberDirectoryRepository,
    private readonly editions: TeamEditionsRepository,
    private readonly inbox: InboxRepository,
    private readonly settings: NotificationSettingsRepository,
    private readonly settingsService: NotificationSettingsService,
    private readonly deliveries: DeliveriesService,
    private readonly push: PushService,
    private readonly pushRepository: PushRepository,
    private readonly pushDispatcher: PushDispatcher,
  ) {}

  onInboxChange(listener: InboxListener): () => void {
    this.inboxListeners.add(listener);
    return () => this.inboxListeners.delete(listener);
  }

  async notify(manager: EntityManager, request: NotifyRequest): Promise<NotifyOutcome> {
    const now = request.now ?? new Date();
    const definition = NOTIFICATION_CATALOG[request.kind];
    const delivered: NotifyOutcome['delivered'] = { email: [], inApp: [], push: [] };
    const team = await this.directory.team(request.teamId);
    const people = await this.people(manager, request);
    const recipients = resolveAudience(request.audience ?? definition.audience, {
      team,
      people,
      actorId: request.actorId,
      recipientIds: request.recipientIds,
      coachesOnly: request.coachesOnly ?? false,
    });
    if (!recipients.length) return { delivered };
    const edition: Edition = await this.editionOf(manager, request.teamId, team?.sport);
    const actor = request.actorId ? people.get(request.actorId) : undefined;
    const params: NotificationParams = {
      ...request.params,
      teamId: request.teamId,
      teamName: request.params.teamName || team?.name || 'your team',
      actorName: request.params.actorName ?? (actor ? `${actor.firstName} ${actor.lastName}`.trim() : ''),
      count: request.params.count ?? 1,
    };
    const collapseKey = definition.collapseWindowMs
      ? `${request.kind}:${request.collapseOn ?? request.teamId}`
      : undefined;
    const settings = await this.settings.findMany(manager, recipients);

    for (const userId of recipients) {
      const own = settings.get(userId);
      const channels = allowedChannels(own?.preferences ?? {}, request.kind);
      const heldUntil = quietHoursEnd(now, quietHoursOf(own));
      if (collapseKey && (channels.includes('inApp') || channels.includes('email')))
        await this.inbox.lockBurst(manager, userId, collapseKey);
      if (channels.includes('inApp')) {
        await this.toInbox(manager, { userId, request, params, edition, collapseKey, now });
        delivered.inApp.push(userId);
      }
      if (channels.includes('email')) {
        const address = people.get(userId)?.email;
        const token = (own ?? (await this.settings.ensure(manager, userId, now))).unsubscribeToken;
        const unsubscribeUrl = this.settingsService.unsubscribeUrl(userId, request.kind, token);
        const queued = await this.toMail(manager, {
          userId,
          address,
          request,
          params,
          edition,
          collapseKey,
          unsubscribeUrl,
          firstName: people.get(userId)?.firstName ?? '',
          notBefore: laterOf(
            heldUntil,
            collapseKey ? new Date(now.getTime() + definition.collapseWindowMs!) : undefined,
          ),
        });
        if (queued) delivered.email.push(userId);
      }
      if (channels.includes('push') && this.push.enabled) {
        const devices = await this.pushRepository.devicesOf(manager, userId);
        for (const device of devices) {
          await this.pushRepository.enqueue(
            manager,
            Object.assign(new PushDeliveryEntity(), {
              id: randomUUID(),
              eventId: request.eventId,
              userId,
              deviceId: device.id,
              kind: request.kind,
              payload: {
                id: request.eventId,
                kind: request.kind,
                ...definition.text(params, edition),
                url: `${this.config.WEB_ORIGIN}${definition.page(params)}`,
              },
              urgency: definition.urgency,
              ttlSeconds: definition.ttlSeconds,
              status: 'pending',
              attempts: 0,
              nextAttemptAt: heldUntil && heldUntil > now ? heldUntil : now,
              lastError: null,
              createdAt: now,
              sentAt: null,
            }),
          );
        }
        if (devices.length) delivered.push.push(userId);
      }
    }
    if (delivered.push.length) setTimeout(() => this.pushDispatcher.wake(), 20).unref();
    if (delivered.inApp.length) {
      const reached = [...delivered.inApp];
      setTimeout(() => {
        for (const userId of reached) for (const listener of this.inboxListeners) listener(userId);
      }, 20).unref();
    }
    return { delivered };
  }

  private async toInbox(
    manager: EntityManager,
    item: {
      userId: string;
      request: NotifyRequest;
      params: NotificationParams;
      edition: Edition;
      collapseKey: string | undefined;
      now: Date;
    },
  ): Promise<void> {
    const { userId, request, params, edition, collapseKey, now } = item;
    const definition = NOTIFICATION_CATALOG[request.kind];
    if (collapseKey) {
      const open = await this.inbox.openBurst(
        manager,
        userId,
        collapseKey,
        new Date(now.getTime() - definition.collapseWindowMs!),
      );
      if (open) {
        const merged: NotificationParams = { ...open.params, count: open.count + (params.count ?? 1) };
        const text = definition.text(merged, edition);
        await this.inbox.update(manager, open.id, {
          params: merged,
          count: merged.count!,
          title: text.title,
          body: text.body,
          link: definition.page(merged),
          lastEventId: request.eventId,
          updatedAt: now,
        });
        return;
      }
    }
    const text = definition.text(params, edition);
    await this.inbox.insert(
      manager,
      Object.assign(new NotificationEntity(), {
        id: randomUUID(),
        userId,
        kind: request.kind,
        teamId: request.teamId,
        title: text.title,
        body: text.body,
        link: definition.page(params),
        params,
        edition,
        collapseKey: collapseKey ?? null,
        count: params.count ?? 1,
        lastEventId: request.eventId,
        readAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  private async toMail(
    manager: EntityManager,
    mail: {
      userId: string;
      address: string | undefined;
      request: NotifyRequest;
      params: NotificationParams;
      edition: Edition;
      collapseKey: string | undefined;
      unsubscribeUrl: string;
      firstName: string;
      notBefore: Date | undefined;
    },
  ): Promise<boolean> {
    const { userId, request, params, collapseKey, unsubscribeUrl } = mail;
    const custom = request.customMail?.(userId, unsubscribeUrl);
    if (request.customMail) {
      if (!custom) return false;
      await this.deliveries.enqueue(manager, { ...custom, notBefore: mail.notBefore });
      return true;
    }
    if (!mail.address) {
      this.logger.warn(`${request.kind} of event ${request.eventId}: no address for ${userId}; not mailed`);
      return false;
    }
    if (
      collapseKey &&
      (await this.deliveries.joinBurst(manager, userId, collapseKey, (vars) => ({
        ...vars,
        params: { ...vars.params!, count: (vars.params?.count ?? 1) + (params.count ?? 1) },
        url: `${this.config.WEB_ORIGIN}${NOTIFICATION_CATALOG[request.kind].page(vars.params!)}`,
      })))
    )
      return true;
    await this.deliveries.enqueue(manager, {
      eventId: request.eventId,
      accountId: userId,
      kind: 'notification',
      recipient: mail.address,
      notBefore: mail.notBefore,
      collapseKey,
      vars: {
        firstName: mail.firstName,
        edition: mail.edition,
        webOrigin: this.config.WEB_ORIGIN,
        notificationKind: request.kind,
        params,
        url: `${this.config.WEB_ORIGIN}${NOTIFICATION_CATALOG[request.kind].page(params)}`,
        links: request.mailLinks?.(userId),
        unsubscribeUrl,
      },
    });
    return true;
  }

  /** Everyone the team projection (and notifications' own member directory) knows on the team, with addresses. */
  private async people(manager: EntityManager, request: NotifyRequest): Promise<Map<string, Person>> {
    const people = new Map<string, Person>();
    for (const m of await this.directory.members(request.teamId))
      people.set(m.userId, {
        userId: m.userId,
        role: m.role,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
      });
    for (const entry of await this.directory.roster(request.teamId)) {
      if (!entry.userId || entry.pending) continue;
      const known = people.get(entry.userId);
      people.set(entry.userId, {
        userId: entry.userId,
        role: known?.role,
        email: known?.email || entry.email,
        firstName: known?.firstName || entry.firstName,
        lastName: known?.lastName || entry.lastName,
        contactOf: entry.playerId ?? known?.contactOf,
      });
    }
    const wanted = [...(request.recipientIds ?? []), ...(request.actorId ? [request.actorId] : [])];
    const missing = wanted.filter((id) => !people.get(id)?.email);
    if (missing.length) {
      for (const [userId, row] of await this.ownDirectory.membersOf(manager, request.teamId, missing)) {
        const known = people.get(userId);
        people.set(userId, {
          userId,
          role: known?.role,
          contactOf: known?.contactOf,
          email: row.email,
          firstName: known?.firstName || row.firstName,
          lastName: known?.lastName || row.lastName,
        });
      }
    }
    return people;
  }

  private async editionOf(
    manager: EntityManager,
    teamId: string,
    sport: string | undefined,
  ): Promise<Edition> {
    const known = await this.editions.editionOf(manager, teamId);
    if (isEdition(known)) return known;
    return editionOfSport(sport ?? '');
  }
}

function laterOf(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
