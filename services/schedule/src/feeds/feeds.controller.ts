import type { z } from 'zod';
import { Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, Public } from '@chalktalk/platform';
import { z as zod } from 'zod';
import { id, object } from '../events/dto/events.dto';
import { FeedsService } from './feeds.service';

export const feedScopeSchema = object({
  scope: zod.enum(['TEAM', 'ALL', 'PROGRAM']),
  teamId: id('team').optional(),
  programId: id('program').optional(),
}).refine(
  (v) => (v.scope === 'TEAM' ? Boolean(v.teamId) : v.scope === 'PROGRAM' ? Boolean(v.programId) : true),
  { error: 'A team feed needs teamId, a program feed programId' },
);

export const feedSecretSchema = object({ s: zod.string().min(16).max(100) });

interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(payload?: unknown): unknown;
}

const scopeIdOf = (input: z.infer<typeof feedScopeSchema>) =>
  input.scope === 'TEAM' ? input.teamId! : input.scope === 'PROGRAM' ? input.programId! : null;

@Controller('api/schedule')
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @HttpCode(200)
  @Post('getCalendarFeed')
  getCalendarFeed(
    @CurrentUser() user: AuthUser,
    @Input(feedScopeSchema) input: z.infer<typeof feedScopeSchema>,
  ) {
    return this.feeds.address(user, input.scope, scopeIdOf(input));
  }

  @HttpCode(200)
  @Post('renewCalendarFeed')
  renewCalendarFeed(
    @CurrentUser() user: AuthUser,
    @Input(feedScopeSchema) input: z.infer<typeof feedScopeSchema>,
  ) {
    return this.feeds.renew(user, input.scope, scopeIdOf(input));
  }

  /**
   * The iCalendar feed itself: public (calendar apps send no token; the secret address is the credential), an
   * ETag on every answer and 304 when the client already has this exact calendar. No caching beyond revalidation.
   */
  @Public()
  @Get('calendarFeed')
  async calendarFeed(
    @Input(feedSecretSchema, 'query') input: z.infer<typeof feedSecretSchema>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: Reply,
  ) {
    const { body, etag } = await this.feeds.render(input.s);
    reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    if (
      ifNoneMatch &&
      ifNoneMatch
        .split(',')
        .map((v) => v.trim())
        .includes(etag)
    )
      return reply.status(304).send();
    return reply
      .status(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="chalktalk.ics"')
      .send(body);
  }
}
