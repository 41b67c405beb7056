import type { z } from 'zod';
import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { APP_VERSION, AppError, isErrorCode } from '@chalktalk/domain';
import { createLogger, Input, NoInput } from '@chalktalk/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { EdgeAuthService } from '../edge-auth/edge-auth.service';
import { developerNoteSchema } from './dto/developer-note.dto';
import { forceErrorSchema } from './dto/force-error.dto';
import { type RemoteConfig, remoteConfigOf } from './remote-config';

type Headers = { headers: Record<string, string | string[] | undefined> };

@Controller('api/main')
export class MainController {
  private readonly deployedDate: string;
  private readonly remoteConfig: RemoteConfig;
  private readonly notes = createLogger('developer-notes');

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly edgeAuth: EdgeAuthService,
  ) {
    this.deployedDate = config.DEPLOYED_DATE ?? new Date().toISOString();
    this.remoteConfig = remoteConfigOf(config);
  }

  /** Feature switches and NCAA years (spec 1 §7 remote configuration); anonymous, since routes depend on it. */
  @NoInput()
  @Get('getRemoteConfig')
  getRemoteConfig(): RemoteConfig {
    return this.remoteConfig;
  }

  /**
   * The about dialog's error-test buttons (spec 1 §2, §7). Signed-in users only, so nobody can fill the error
   * logs anonymously. A catalogue code is answered as that error; 'unexpected' throws a plain Error, which the
   * platform's filter logs with a reference and answers G999.
   */
  @Post('forceError')
  @HttpCode(200)
  async forceError(
    @Input(forceErrorSchema) { test }: z.infer<typeof forceErrorSchema>,
    @Req() req: Headers,
  ): Promise<never> {
    await this.edgeAuth.require(req.headers.authorization);
    if (isErrorCode(test)) throw new AppError(test);
    if (test === 'unexpected') throw new Error('main/forceError: forced unexpected error');
    throw new AppError('G001', { message: `Unknown test error '${test}'.` });
  }

  @NoInput()
  @Get('version')
  version(): { version: string; deployedDate: string } {
    return { version: APP_VERSION, deployedDate: this.deployedDate };
  }

  @Post('sendDeveloperNote')
  @HttpCode(200)
  async sendDeveloperNote(
    @Input(developerNoteSchema) note: z.infer<typeof developerNoteSchema>,
    @Req() req: Headers,
  ): Promise<{ success: true }> {
    // Anonymous notes are welcome (the crash page can show before login); a bad token is still refused.
    const identity = await this.edgeAuth.identify(req.headers.authorization);
    this.notes.warn({ note: note.note, error: note.error, userId: identity?.userId }, 'developer note');
    return { success: true };
  }
}
