import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  NOTIFICATION_CATALOG,
  NOTIFICATION_CHANNELS,
  SENT_NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSettings,
  type QuietHours,
} from '@chalktalk/domain';
import { timingSafeEqual } from 'node:crypto';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import type { SaveNotificationSettingsDto, UnsubscribeDto } from './notification-settings.dto';
import type { NotificationSettingsEntity } from './notification-settings.entity';
import { NotificationSettingsRepository } from './notification-settings.repository';

export interface NotificationSettingsView extends NotificationSettings {
  /** The kinds the settings page lists: label and whether anything sends it yet. */
  kinds: { kind: NotificationKind; label: string; available: boolean }[];
}

export function quietHoursOf(row: NotificationSettingsEntity | undefined | null): QuietHours | null {
  return row?.quietStart && row.quietEnd && row.timeZone
    ? { start: row.quietStart, end: row.quietEnd, timeZone: row.timeZone }
    : null;
}

/** Keeps only what differs from the default (on): a saved settings document lists the switches turned off. */
function normalize(preferences: NotificationPreferences): NotificationPreferences {
  const out: NotificationPreferences = {};
  for (const [kind, switches] of Object.entries(preferences) as [
    NotificationKind,
    Record<string, boolean>,
  ][]) {
    const off = Object.fromEntries(
      NOTIFICATION_CHANNELS.filter((c) => switches?.[c] === false).map((c) => [c, false]),
    );
    if (Object.keys(off).length) out[kind] = off;
  }
  return out;
}

function assertLinkOf(
  row: NotificationSettingsEntity | null,
  input: UnsubscribeDto,
): NotificationSettingsEntity {
  if (!row || !sameToken(row.unsubscribeToken, input.t))
    throw new AppError('G003', { message: 'This unsubscribe link is not valid.' });
  return row;
}

@Injectable()
export class NotificationSettingsService {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly repository: NotificationSettingsRepository,
  ) {}

  async get(userId: string): Promise<NotificationSettingsView> {
    return this.view(await this.repository.find(this.repository.manager, userId));
  }

  async save(userId: string, input: SaveNotificationSettingsDto): Promise<NotificationSettingsView> {
    return this.repository.manager.transaction(async (manager) => {
      const row = await this.repository.ensure(manager, userId);
      row.preferences = normalize(input.preferences as NotificationPreferences);
      row.quietStart = input.quietHours?.start ?? null;
      row.quietEnd = input.quietHours?.end ?? null;
      row.timeZone = input.quietHours?.timeZone ?? null;
      row.updatedAt = new Date();
      await this.repository.save(manager, row);
      return this.view(row);
    });
  }

  /** The confirm page's check, changing nothing: G003 for a link whose token is not the user's. */
  async assertUnsubscribeLink(input: UnsubscribeDto): Promise<void> {
    assertLinkOf(await this.repository.find(this.repository.manager, input.u), input);
  }

  /** One click from a mail: turns email off for the kind (ALL: every notification email). G003 for a bad token. */
  async unsubscribe(input: UnsubscribeDto): Promise<{ kind: NotificationKind; label: string }> {
    return this.repository.manager.transaction(async (manager) => {
      const row = assertLinkOf(await this.repository.find(manager, input.u), input);
      row.preferences = { ...row.preferences, [input.k]: { ...row.preferences[input.k], email: false } };
      row.updatedAt = new Date();
      await this.repository.save(manager, row);
      return {
        kind: input.k,
        label: input.k === 'ALL' ? 'all notification' : NOTIFICATION_CATALOG[input.k].label,
      };
    });
  }

  /** The link a mail of this kind carries for its recipient. */
  unsubscribeUrl(userId: string, kind: NotificationKind, token: string): string {
    const query = new URLSearchParams({ u: userId, k: kind, t: token });
    return `${this.config.WEB_ORIGIN}/api/notifications/unsubscribe?${query.toString()}`;
  }

  private view(row: NotificationSettingsEntity | null): NotificationSettingsView {
    return {
      preferences: row?.preferences ?? {},
      quietHours: quietHoursOf(row),
      kinds: [
        { kind: 'ALL', label: 'All notifications', available: true },
        ...SENT_NOTIFICATION_KINDS.map((kind) => ({
          kind,
          label: NOTIFICATION_CATALOG[kind].label,
          available: NOTIFICATION_CATALOG[kind].sourceAvailable,
        })),
      ],
    };
  }
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
