import type { z } from 'zod';
import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, Public } from '@chalktalk/platform';
import { entityLogoQuerySchema, updateEntityLogoSchema, updateProgramBrandingSchema } from './branding.dto';
import { BrandingService } from './branding.service';

/** The slice of Fastify's reply the logo answer uses. */
interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(payload?: Buffer): unknown;
}

@Controller('api/teams')
export class BrandingController {
  constructor(private readonly branding: BrandingService) {}

  @Post('updateProgramBranding')
  @HttpCode(200)
  updateProgramBranding(
    @CurrentUser() user: AuthUser,
    @Input(updateProgramBrandingSchema) input: z.infer<typeof updateProgramBrandingSchema>,
  ) {
    return this.branding.updateProgramBranding(user, input);
  }

  @Post('updateEntityLogo')
  @HttpCode(200)
  updateEntityLogo(
    @CurrentUser() user: AuthUser,
    @Input(updateEntityLogoSchema) input: z.infer<typeof updateEntityLogoSchema>,
  ) {
    return this.branding.updateEntityLogo(user, input);
  }

  /**
   * Public: <img> tags send no bearer token, and logos are shown to anyone who sees the team switcher. A missing
   * logo answers 204 (no content), not an error. The URL carries the upload stamp, so it can be cached long.
   */
  @Public()
  @Get('entityLogo')
  async entityLogo(
    @Input(entityLogoQuerySchema) { entityId }: z.infer<typeof entityLogoQuerySchema>,
    @Res() reply: Reply,
  ): Promise<void> {
    const logo = await this.branding.readLogo(entityId);
    if (!logo) {
      reply.status(204).send();
      return;
    }
    reply
      .status(200)
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(logo.bytes);
  }
}
