import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { type BotChallenge, createBotChallenge, verifyBotSolution } from './bot-challenge';
import { BotCheckRepository } from './bot-check.repository';
import { botCheckFailed } from './bot-check.errors';

@Injectable()
export class BotCheckService {
  private hmacKey?: Promise<string>;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly repository: BotCheckRepository,
  ) {}

  async challenge(): Promise<BotChallenge> {
    return createBotChallenge(await this.key(), {
      maxNumber: this.config.BOT_CHECK_MAX_NUMBER,
      ttlSeconds: this.config.BOT_CHECK_TTL_SECONDS,
    });
  }

  /** Verifies a solved challenge and spends it, so one proof of work buys exactly one signup or login. */
  async consume(token: string): Promise<void> {
    const now = new Date();
    const result = verifyBotSolution(await this.key(), token, now);
    if (!result.ok) throw botCheckFailed(result.reason);
    if (!(await this.repository.spend(result.solution.challenge, result.expiresAt)))
      throw botCheckFailed('reused');
    // Spent challenges are only needed until they expire; trimming here keeps the table small without a cron.
    await this.repository.forgetExpired(now);
  }

  private key(): Promise<string> {
    this.hmacKey ??=
      this.config.BOT_CHECK_HMAC_KEY !== undefined
        ? Promise.resolve(this.config.BOT_CHECK_HMAC_KEY)
        : this.repository.secret('bot-check-hmac', randomBytes(32).toString('base64url')).catch((error) => {
            // A failed read (database still starting) must not poison every later challenge.
            this.hmacKey = undefined;
            throw error;
          });
    return this.hmacKey;
  }
}
