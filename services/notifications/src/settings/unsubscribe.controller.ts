import type { z } from 'zod';
import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { unsubscribeSchema } from './notification-settings.dto';
import { NotificationSettingsService } from './notification-settings.service';

interface HtmlReply {
  header(name: string, value: string): HtmlReply;
  send(body: string): unknown;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const page = (title: string, inner: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#222">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>${inner}</body></html>`;

/**
 * One-click unsubscribe (RFC 8058). Mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL;
 * a person who follows the footer link gets (GET) a page with one button that makes the same POST, so a link
 * scanner that only fetches the URL never unsubscribes anyone. Anonymous: the link's token is the credential.
 */
@Controller('api/notifications')
export class UnsubscribeController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get('unsubscribe')
  @Public()
  confirm(
    @Input(unsubscribeSchema, 'query') input: z.infer<typeof unsubscribeSchema>,
    @Res() reply: HtmlReply,
  ) {
    const action = `?${new URLSearchParams(input).toString()}`;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Unsubscribe',
          `<p>Stop these notification emails? You can turn them back on in your notification settings.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:10px 18px;font-size:15px">Unsubscribe</button></form>`,
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
