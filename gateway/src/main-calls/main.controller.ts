import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { APP_VERSION } from '@chalktalk/domain';
import { createLogger, parseInput } from '@chalktalk/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { EdgeAuthService } from '../edge-auth/edge-auth.service';
import { developerNoteSchema } from './dto/developer-note.dto';

@Controller('api/main')
export class MainController {
  private readonly deployedDate: string;
  private readonly notes = createLogger('developer-notes');

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly edgeAuth: EdgeAuthService,
  ) {
    this.deployedDate = config.DEPLOYED_DATE ?? new Date().toISOString();
  }

  @Get('version')
  version(): { version: string; deployedDate: string } {
    return { version: APP_VERSION, deployedDate: this.deployedDate };
  }

  @Post('sendDeveloperNote')
  @HttpCode(200)
  async sendDeveloperNote(
    @Body() body: unknown,
    @Req() req: { headers: Record<string, string | string[] | undefined> },
  ): Promise<{ success: true }> {
    const note = parseInput(developerNoteSchema, body);
    // Anonymous notes are welcome (the crash page can show before login); a bad token is still refused.
    const identity = await this.edgeAuth.identify(req.headers.authorization);
    this.notes.warn({ note: note.note, error: note.error, userId: identity?.userId }, 'developer note');
    return { success: true };
  }
}
