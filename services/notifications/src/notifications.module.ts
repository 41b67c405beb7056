import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
} from '@chalktalk/platform';
import { AccountEventsHandler } from './account-events/account-events.handler';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from './config';
import { DeliveriesRepository } from './deliveries/deliveries.repository';
import { DeliveriesService } from './deliveries/deliveries.service';
import { DeliveryDispatcher } from './deliveries/delivery-dispatcher.service';
import { MailDeliveryEntity } from './deliveries/mail-delivery.entity';
import { DevMailboxController } from './dev-mailbox/dev-mailbox.controller';
import { DevScheduledController } from './scheduled/dev-scheduled.controller';
import { MailboxStore } from './dev-mailbox/mailbox-store';
import { MemberDirectoryRepository } from './member-directory/member-directory.repository';
import { MembershipEventsHandler } from './member-directory/membership-events.handler';
import { TeamMemberEntity } from './member-directory/team-member.entity';
import { MAIL_TRANSPORT, type MailTransport, SmtpMailTransport } from './mail/mail-transport';
import { notificationsMigrations } from './migrations';
import { StudyRemindersHandler } from './study-reminders/study-reminders.handler';
import { TeamEditionEntity } from './team-editions/team-edition.entity';
import { TeamEditionsRepository } from './team-editions/team-editions.repository';
import { TeamEventsHandler } from './team-editions/team-events.handler';
import { TeamMailHandler } from './team-mail/team-mail.handler';
import { BillingMailHandler } from './billing-mail/billing-mail.handler';
import { Notifier } from './fanout/notifier.service';
import { AccountErasureHandler } from './inbox/account-erasure.handler';
import { InboxController } from './inbox/inbox.controller';
import { InboxPruner } from './inbox/inbox-pruner.service';
import { InboxRepository } from './inbox/inbox.repository';
import { InboxService } from './inbox/inbox.service';
import { NotificationEntity } from './inbox/notification.entity';
import { NotificationSettingsController } from './settings/notification-settings.controller';
import { NotificationSettingsEntity } from './settings/notification-settings.entity';
import { NotificationSettingsRepository } from './settings/notification-settings.repository';
import { NotificationSettingsService } from './settings/notification-settings.service';
import { UnsubscribeController } from './settings/unsubscribe.controller';
import { NotificationDeviceEntity } from './push/notification-device.entity';
import { PushDeliveryEntity } from './push/push-delivery.entity';
import { PushDispatcher } from './push/push-dispatcher.service';
import { PUSH_SENDER, type PushSender, WebPushSender } from './push/push-sender';
import { PushController } from './push/push.controller';
import { PushRepository } from './push/push.repository';
import { PushService } from './push/push.service';
import { ScheduleProjectionHandler } from './scheduled/schedule-projection.handler';
import { ScheduledDispatcher } from './scheduled/scheduled-dispatcher.service';
import { ScheduledEventEntity, ScheduledJobEntity } from './scheduled/scheduled.entities';
import { ScheduledRepository } from './scheduled/scheduled.repository';
import { DocumentsSourcesHandler } from './sources/documents-sources.handler';
import { EvaluationsSourcesHandler } from './sources/evaluations-sources.handler';
import { PlayListingEntity } from './sources/play-listing.entity';
import { PlayListingsRepository } from './sources/play-listings.repository';
import { PlaybookSourcesHandler } from './sources/playbook-sources.handler';
import { ScheduleSourcesHandler } from './sources/schedule-sources.handler';
import { WebhooksModule, webhooksMigrations } from './webhooks/webhooks.module';
import { PlayViewsHandler } from './unviewed-plays/play-views.handler';
import { UnviewedPlaysDigest } from './unviewed-plays/unviewed-plays-digest';
import { UnviewedPlaysRepository } from './unviewed-plays/unviewed-plays.repository';

export const NOTIFICATIONS_SERVICE = 'notifications';

export const notificationsEntities = [
  ...platformEntities,
  MailDeliveryEntity,
  TeamEditionEntity,
  TeamMemberEntity,
  NotificationEntity,
  NotificationSettingsEntity,
  PlayListingEntity,
  NotificationDeviceEntity,
  PushDeliveryEntity,
  ScheduledEventEntity,
  ScheduledJobEntity,
  ...teamProjectionEntities,
];

export interface NotificationsModuleOptions {
  /** Replaces SMTP (unit tests only). */
  transport?: MailTransport;
  /** Replaces web push over HTTP (unit tests only). */
  pushSender?: PushSender;
}

@Module({})
export class NotificationsModule {
  static forRoot(config: NotificationsConfig, options: NotificationsModuleOptions = {}): DynamicModule {
    // The dev mailbox route exists only when asked for: disabled, /api/dev/mailbox is an unknown route (G004).
    const devMailbox = config.DEV_MAILBOX;
    return serviceModule(NotificationsModule, {
      service: NOTIFICATIONS_SERVICE,
      config,
      configToken: NOTIFICATIONS_CONFIG,
      entities: notificationsEntities,
      migrations: [...notificationsMigrations, ...webhooksMigrations],
      imports: [TeamProjectionModule, WebhooksModule],
      controllers: [
        InboxController,
        NotificationSettingsController,
        UnsubscribeController,
        PushController,
        ...(devMailbox ? [DevMailboxController, DevScheduledController] : []),
      ],
      providers: [
        {
          provide: MAIL_TRANSPORT,
          useFactory: () => options.transport ?? new SmtpMailTransport(config.SMTP_URL),
        },
        DeliveriesRepository,
        DeliveriesService,
        DeliveryDispatcher,
        AccountEventsHandler,
        TeamEditionsRepository,
        TeamEventsHandler,
        TeamMailHandler,
        BillingMailHandler,
        MemberDirectoryRepository,
        MembershipEventsHandler,
        StudyRemindersHandler,
        InboxRepository,
        InboxService,
        InboxPruner,
        AccountErasureHandler,
        NotificationSettingsRepository,
        NotificationSettingsService,
        Notifier,
        PlayListingsRepository,
        PlaybookSourcesHandler,
        ScheduleSourcesHandler,
        EvaluationsSourcesHandler,
        DocumentsSourcesHandler,
        PushRepository,
        PushService,
        PushDispatcher,
        ScheduledRepository,
        ScheduleProjectionHandler,
        ScheduledDispatcher,
        UnviewedPlaysRepository,
        UnviewedPlaysDigest,
        PlayViewsHandler,
        {
          provide: PUSH_SENDER,
          useFactory: () =>
            options.pushSender ??
            (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
              ? new WebPushSender({
                  subject: config.VAPID_SUBJECT,
                  publicKey: config.VAPID_PUBLIC_KEY,
                  privateKey: config.VAPID_PRIVATE_KEY,
                })
              : null),
        },
        ...(devMailbox
          ? [{ provide: MailboxStore, useValue: new MailboxStore(config.DEV_MAILBOX_DIR) }]
          : []),
      ],
      exports: [DeliveriesRepository, Notifier, InboxRepository],
    });
  }
}
