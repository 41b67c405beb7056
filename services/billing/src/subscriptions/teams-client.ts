import { Inject, Injectable } from '@nestjs/common';
import { AppError, isErrorCode } from '@chalktalk/domain';
import { BILLING_CONFIG, type BillingConfig } from '../config';

export interface CreatedProgram {
  program: { id: string; name: string } & Record<string, unknown>;
  teams: ({ id: string; name: string } & Record<string, unknown>)[];
}

/**
 * teams/createProgram over internal HTTP with the caller's own token (ARCHITECTURE.md: a synchronous call is the
 * exception): teams owns programs and teams, billing the subscription that pays for them.
 */
@Injectable()
export class TeamsClient {
  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingConfig) {}

  async createProgram(
    authorization: string,
    body: { name: string; teams: { name: string; sport: string; collegiateTeam?: boolean }[] },
  ): Promise<CreatedProgram> {
    if (!this.config.TEAMS_URL) throw new AppError('G999', { message: 'TEAMS_URL is not configured' });
    const response = await fetch(`${this.config.TEAMS_URL}/api/teams/createProgram`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string; details?: unknown };
    };
    if (!response.ok) {
      const code = answer.error?.code;
      throw isErrorCode(code)
        ? new AppError(code, { message: answer.error?.message, details: answer.error?.details as never })
        : new AppError('G999');
    }
    return answer as unknown as CreatedProgram;
  }
}
