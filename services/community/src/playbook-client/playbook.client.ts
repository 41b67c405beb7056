import { Inject, Injectable } from '@nestjs/common';
import { AppError, type ErrorCode, isErrorCode } from '@chalktalk/domain';
import { createLogger } from '@chalktalk/platform';
import { COMMUNITY_CONFIG, type CommunityConfig } from '../config';

const logger = createLogger('community.playbook-client');

/** A play document as playbook answers it (version 10 JSON); community stores it as it came. */
export type PlayDocument = Record<string, unknown> & { id: string; name?: string; sport?: string };

/**
 * The synchronous internal calls community makes into playbook (ARCHITECTURE §2 allows internal HTTP as the
 * exception; services/community/README.md says why): reading the play being published and saving a copy into the
 * user's personal playbook. Each forwards the caller's bearer token, so playbook applies its own rules (who may
 * open the play, who owns the personal playbook) exactly as for the web app; community never bypasses them.
 */
@Injectable()
export class PlaybookClient {
  constructor(@Inject(COMMUNITY_CONFIG) private readonly config: CommunityConfig) {}

  /** playbook/getPlay as the user: the play and whether the user may edit it. */
  async getPlay(
    authorization: string,
    playbookId: string,
    playId: string,
  ): Promise<{ play: PlayDocument; readOnly: boolean }> {
    const query = new URLSearchParams({ playbookId, playId }).toString();
    return this.call(authorization, 'GET', `getPlay?${query}`);
  }

  /** The user's personal playbook id (created by playbook on first use). */
  async myPlaybookId(authorization: string): Promise<string> {
    const answer = await this.call<{ playbook: { id: string } }>(authorization, 'GET', 'getMyPlaybook');
    return answer.playbook.id;
  }

  /** playbook/saveNewPlay as the user: a new play in their personal playbook; answers its id. */
  async saveNewPlay(authorization: string, playbookId: string, play: PlayDocument): Promise<string> {
    const answer = await this.call<{ id: string }>(authorization, 'POST', 'saveNewPlay', {
      playbookId,
      play,
    });
    return answer.id;
  }

  private async call<T>(
    authorization: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.config.PLAYBOOK_URL}/api/playbook/${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.PLAYBOOK_TIMEOUT_MS),
      });
    } catch (cause) {
      logger.warn({ path, err: cause }, 'playbook unreachable');
      throw new AppError('G006', { cause });
    }
    const answer = (await response.json().catch(() => undefined)) as
      (T & { error?: { code?: string; message?: string; details?: unknown } }) | undefined;
    if (response.ok && answer) return answer;
    const code = answer?.error?.code;
    if (code && isErrorCode(code)) {
      throw new AppError(code as ErrorCode, {
        status: response.status,
        ...(answer?.error?.message ? { message: answer.error.message } : {}),
        ...(answer?.error?.details === undefined ? {} : { details: answer.error.details }),
      });
    }
    logger.warn({ path, status: response.status }, 'unexpected playbook answer');
    throw new AppError('G999');
  }
}
