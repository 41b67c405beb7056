import { Inject, Injectable, Logger } from '@nestjs/common';
import { StudyReminderRequestedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { MemberDirectoryRepository } from '../member-directory/member-directory.repository';
import { TeamEditionsRepository } from '../team-editions/team-editions.repository';
import { studyReminderMails } from './study-reminder-mails';

/**
 * playbook.study.v1 → one study reminder mail per recipient. Like the other mails, only recorded here (in the
 * event's transaction; once per event and recipient); DeliveryDispatcher sends them.
 */
@Injectable()
export class StudyRemindersHandler {
  private readonly logger = new Logger(StudyRemindersHandler.name);

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesService,
    private readonly directory: MemberDirectoryRepository,
    private readonly editions: TeamEditionsRepository,
  ) {}

  @OnEvent(Topics.PlaybookStudy, { type: StudyReminderRequestedSchema.typeName })
  async studyReminderRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(StudyReminderRequestedSchema);
    const { mails, skipped } = studyReminderMails(m, {
      eventId: event.envelope.eventId,
      edition: (await this.editions.editionOf(manager, m.teamId)) ?? 'hoops',
      webOrigin: this.config.WEB_ORIGIN,
      members: await this.directory.membersOf(manager, m.teamId, [m.senderId, ...m.recipientIds]),
    });
    if (skipped.length) {
      // Members whose MemberJoined was never seen here (joined before this projection existed, or left since).
      this.logger.warn(
        `study reminder ${event.envelope.eventId} of team ${m.teamId}: no address for ${skipped.length} recipient(s) (${skipped.join(', ')}); not mailed`,
      );
    }
    for (const mail of mails) await this.deliveries.enqueue(manager, mail);
  }
}
