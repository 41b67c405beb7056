import { Injectable } from '@nestjs/common';
import { AppError, type SentNotificationKind } from '@chalktalk/domain';
import type { GetNotificationsDto, MarkNotificationsReadDto } from './inbox.dto';
import { INBOX_PAGE_SIZE } from './inbox.dto';
import { InboxRepository } from './inbox.repository';
import type { NotificationEntity } from './notification.entity';

export interface InboxItem {
  id: string;
  kind: SentNotificationKind;
  teamId: string | null;
  title: string;
  body: string;
  link: string;
  count: number;
  read: boolean;
  createdAt: string;
  updatedAt: string;
}

export const toInboxItem = (row: NotificationEntity): InboxItem => ({
  id: row.id,
  kind: row.kind,
  teamId: row.teamId,
  title: row.title,
  body: row.body,
  link: row.link,
  count: row.count,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

@Injectable()
export class InboxService {
  constructor(private readonly repository: InboxRepository) {}

  async list(
    userId: string,
    input: GetNotificationsDto,
  ): Promise<{ items: InboxItem[]; unreadCount: number }> {
    const rows = await this.repository.list(
      userId,
      input.limit ?? INBOX_PAGE_SIZE,
      input.before ? new Date(input.before) : undefined,
    );
    return { items: rows.map(toInboxItem), unreadCount: await this.repository.unreadCount(userId) };
  }

  async unreadCount(userId: string): Promise<{ unreadCount: number }> {
    return { unreadCount: await this.repository.unreadCount(userId) };
  }

  /** N002 when none of the ids is the caller's (someone else's notification is not found, as a missing one). */
  async markRead(userId: string, input: MarkNotificationsReadDto): Promise<{ unreadCount: number }> {
    const owned = await this.repository.markRead(userId, input.ids, new Date());
    if (owned === 0) throw new AppError('N002');
    return this.unreadCount(userId);
  }

  async markAllRead(userId: string): Promise<{ unreadCount: number }> {
    await this.repository.markAllRead(userId, new Date());
    return { unreadCount: 0 };
  }
}
