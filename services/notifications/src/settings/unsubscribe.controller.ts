import type { z } from 'zod';
import { Controller, Get, HttpCode, Post, Res, UseFilters } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { unsubscribeSchema } from './notification-settings.dto';
import { NotificationSettingsService } from './notification-settings.service';
import { escapeHtml, unsubscribePage as page } from './unsubscribe-page';
import { UnsubscribePageFilter } from './unsubscribe-page.filter';

interface HtmlReply {
  header(name: string, value: string): HtmlReply;
  send(body: string): unknown;
}

/**
 * One-click unsubscribe (RFC 8058). Mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL;
 * a person who follows the footer link gets (GET) a page with one button that makes the same POST, so a link
 * scanner that only fetches the URL never unsubscribes anyone. Anonymous: the link's token is the credential.
 * A link that cannot be used answers a page saying why (UnsubscribePageFilter), not a JSON error.
 */
@Controller('api/notifications')
@UseFilters(UnsubscribePageFilter)
export class UnsubscribeController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get('unsubscribe')
  @Public()
  async confirm(
    @Input(unsubscribeSchema, 'query') input: z.infer<typeof unsubscribeSchema>,
    @Res() reply: HtmlReply,
  ) {
    // A forged or stale link says so now, not after the button.
    await this.settings.assertUnsubscribeLink(input);
    const action = `?${new URLSearchParams(input).toString()}`;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Unsubscribe',
          `<p>Stop these notification emails? You can turn them back on in your notification settings.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button></form>`,
        ),
      );
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  async unsubscribe(
    @Input(unsubscribeSchema, 'query') input: z.infer<typeof unsubscribeSchema>,
    @Res() reply: HtmlReply,
  ) {
    const { label } = await this.settings.unsubscribe(input);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Unsubscribed', `<p>You will no longer receive ${escapeHtml(label)} emails.</p>`));
  }
}
