export { createNotificationsApp, notificationsRootModule } from './app';
export { loadNotificationsConfig, notificationsConfigSchema, type NotificationsConfig } from './config';
export { NOTIFICATIONS_SERVICE, NotificationsModule } from './notifications.module';
export { MailboxStore, type MailboxMessage } from './dev-mailbox/mailbox-store';
export { startSmtpSink, type SmtpSink } from './dev-mailbox/smtp-sink';
export { renderMail, type MailKind, type RenderedMail } from './mail/mail-templates';
export { localVapidKeys } from './push/vapid-keys';
