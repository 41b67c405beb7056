import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { ActionCodeEntity, type ActionMode } from './action-code.entity';
import { hashActionCode, isUsable, looksLikeActionCode, newActionCode } from './action-code-rules';
import { invalidActionCode } from './action-codes.errors';
import { ActionCodesRepository } from './action-codes.repository';

export interface IssuedActionCode {
  code: string;
  expiresAt: Date;
}

/** Looks up the account a code belongs to, so the code can be checked against its current address. */
export type AccountEmailLookup = (accountId: string) => Promise<string | undefined>;

@Injectable()
export class ActionCodesService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly repository: ActionCodesRepository,
  ) {}

  /** Issues a code inside the caller's transaction (the same one that emits the mail event). */
  async issue(
    manager: EntityManager,
    target: { accountId: string; mode: ActionMode; emailNormalized: string },
    now: Date = new Date(),
  ): Promise<IssuedActionCode> {
    const code = newActionCode();
    const ttl =
      target.mode === 'verifyEmail'
        ? this.config.VERIFY_EMAIL_CODE_TTL_SECONDS
        : this.config.RESET_PASSWORD_CODE_TTL_SECONDS;
    const expiresAt = new Date(now.getTime() + ttl * 1000);
    await this.repository.forgetExpired(manager, now);
    await this.repository.insert(
      manager,
      Object.assign(new ActionCodeEntity(), {
        id: randomUUID(),
        codeHash: hashActionCode(code),
        accountId: target.accountId,
        mode: target.mode,
        emailNormalized: target.emailNormalized,
        createdAt: now,
        expiresAt,
        usedAt: null,
      }),
    );
    return { code, expiresAt };
  }

  /** Reads a usable code without spending it (checkActionCode); A010 otherwise. */
  async inspect(
    code: string,
    emailOf: AccountEmailLookup,
    now: Date = new Date(),
  ): Promise<ActionCodeEntity> {
    if (!looksLikeActionCode(code)) throw invalidActionCode();
    const stored = await this.repository.findByHash(hashActionCode(code));
    const current = stored ? await emailOf(stored.accountId) : undefined;
    if (!stored || current === undefined || !isUsable(stored, { accountEmailNormalized: current }, now)) {
      throw invalidActionCode();
    }
    return stored;
  }

  /**
   * Spends a code of the given mode inside the caller's transaction, or throws A010. `emailOf` reads the
   * account's address in the same transaction.
   */
  async spend(
    manager: EntityManager,
    code: string,
    mode: ActionMode,
    emailOf: AccountEmailLookup,
    now: Date = new Date(),
  ): Promise<ActionCodeEntity> {
    if (!looksLikeActionCode(code)) throw invalidActionCode();
    const stored = await this.repository.findByHashForUpdate(manager, hashActionCode(code));
    const current = stored ? await emailOf(stored.accountId) : undefined;
    if (
      !stored ||
      current === undefined ||
      !isUsable(stored, { mode, accountEmailNormalized: current }, now)
    ) {
      throw invalidActionCode();
    }
    await this.repository.markUsed(manager, stored.id, now);
    return stored;
  }

  voidOpen(
    manager: EntityManager,
    accountId: string,
    mode: ActionMode,
    now: Date = new Date(),
  ): Promise<void> {
    return this.repository.voidOpen(manager, accountId, mode, now);
  }
}
