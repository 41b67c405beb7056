import { Inject, Injectable } from '@nestjs/common';
import { AppError, isErrorCode } from '@chalktalk/domain';
import { BILLING_CONFIG, type BillingConfig } from '../config';

type TeamAnswer = { id: string; name: string; sport?: string } & Record<string, unknown>;

export interface CreatedProgram {
  program: { id: string; name: string } & Record<string, unknown>;
  teams: TeamAnswer[];
}

/** teams/updateProgramTeams without the paid fields: billing sends those to teams only as SubscriptionUpdated. */
export interface ProgramTeamsChange {
  programId: string;
  added: { name: string; sport: string; collegiateTeam?: boolean }[];
  modified: { id: string; name: string; sport: string; collegiateTeam?: boolean }[];
  removed: string[];
}

/**
 * teams' program calls over internal HTTP with the caller's own token (ARCHITECTURE.md: a synchronous call is the
 * exception): teams owns programs and teams, billing the subscription that pays for them. teams' own rules
 * (program admins only, team ids of the program, names) answer with teams' errors, passed on as they are.
 */
@Injectable()
export class TeamsClient {
  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingConfig) {}

  createProgram(
    authorization: string,
    body: { name: string; teams: { name: string; sport: string; collegiateTeam?: boolean }[] },
  ): Promise<CreatedProgram> {
    return this.post(authorization, 'createProgram', body);
  }

  /** The whole request as the caller sent it (a program billing does not charge), or billing's stripped change. */
  updateProgramTeams(authorization: string, body: ProgramTeamsChange | unknown): Promise<CreatedProgram> {
    return this.post(authorization, 'updateProgramTeams', body);
  }

  private async post<T>(authorization: string, call: string, body: unknown): Promise<T> {
    if (!this.config.TEAMS_URL) throw new AppError('G999', { message: 'TEAMS_URL is not configured' });
    const response = await fetch(`${this.config.TEAMS_URL}/api/teams/${call}`, {
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
    return answer as T;
  }
}
