import { Controller, Get, Inject } from '@nestjs/common';
import { Public, NoInput } from '@chalktalk/platform';
import { MailboxStore } from './mailbox-store';

export interface MailboxAnswer {
  messages: {
    id: string;
    to: string;
    replyTo: string;
    subject: string;
    text: string;
    html: string;
    receivedAt: string;
  }[];
}

/**
 * GET /api/dev/mailbox: what the local SMTP sink received, newest first, for the web app's dev mailbox page.
 * Only mounted when DEV_MAILBOX=true (see NotificationsModule); anonymous because it exists for local use only.
 */
@Controller('api/dev')
export class DevMailboxController {
  constructor(@Inject(MailboxStore) private readonly store: MailboxStore) {}

  @Public()
  @NoInput()
  @Get('mailbox')
  async mailbox(): Promise<MailboxAnswer> {
    const messages = await this.store.list();
    return {
      messages: messages.map(({ id, to, replyTo, subject, text, html, receivedAt }) => ({
        id,
        to: to.join(', '),
        replyTo: replyTo ?? '',
        subject,
        text,
        html,
        receivedAt,
      })),
    };
  }
}
