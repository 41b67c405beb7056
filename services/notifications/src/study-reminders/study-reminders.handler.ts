import { Inject, Injectable, Logger } from '@nestjs/common';
import { StudyReminderRequestedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { Notifier } from '../fanout/notifier.service';
import { MemberDirectoryRepository } from '../member-directory/member-directory.repository';
import { TeamEditionsRepository } from '../team-editions/team-editions.repository';
import { studyReminderMails } from './study-reminder-mails';

/**
 * playbook.study.v1 → STUDY_REMINDER: an inbox item and the study reminder mail (its own template, the plays as
 * links, plus the one-click unsubscribe) per recipient, each on the channels they left on. Like the other mails,
 * only recorded here (in the event's transaction; once per event and recipient); DeliveryDispatcher sends them.
 */
@Injectable()
export class StudyRemindersHandler {
  private readonly logger = new Logger(StudyRemindersHandler.name);

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly notifier: Notifier,
    private readonly directory: MemberDirectoryRepository,
    private readonly editions: TeamEditionsRepository,
  ) {}

  @OnEvent(Topics.PlaybookStudy, { type: StudyReminderRequestedSchema.typeName })
  async studyReminderRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(StudyReminderRequestedSchema);
    const members = await this.directory.membersOf(manager, m.teamId, [m.senderId, ...m.recipientIds]);
    const { mails, skipped } = studyReminderMails(m, {
      eventId: event.envelope.eventId,
      edition: (await this.editions.editionOf(manager, m.teamId)) ?? 'hoops',
      webOrigin: this.config.WEB_ORIGIN,
      members,
    });
    if (skipped.length) {
      // Members whose MemberJoined was never seen here (joined before this projection existed, or left since).
      this.logger.warn(
        `study reminder ${event.envelope.eventId} of team ${m.teamId}: no address for ${skipped.length} recipient(s) (${skipped.join(', ')}); not mailed`,
      );
    }
    const mailOf = new Map(mails.map((mail) => [mail.accountId, mail]));
    const sender = members.get(m.senderId);
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'STUDY_REMINDER',
      teamId: m.teamId,
      actorId: m.senderId,
      recipientIds: m.recipientIds,
      params: {
        teamName: m.teamName,
        ...(sender ? { actorName: `${sender.firstName} ${sender.lastName}`.trim() } : {}),
        count: m.plays.length,
        subject: m.plays[0]?.name || undefined,
        playId: m.plays[0]?.playId,
      },
      customMail: (userId, unsubscribeUrl) => {
        const mail = mailOf.get(userId);
        return mail && { ...mail, vars: { ...mail.vars, unsubscribeUrl } };
      },
    });
  }
}
