import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { RefreshTokenEntity } from './refresh-token.entity';
import { sessionExpired } from './sessions.errors';
import { SessionsRepository } from './sessions.repository';

export interface IssuedRefreshToken {
  token: string;
  accountId: string;
  expiresAt: Date;
  /** When the password was last typed in this session; carried into every access token as auth_time. */
  authTime: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type RotateOutcome = { kind: 'rotated'; issued: IssuedRefreshToken } | { kind: 'rejected' };

@Injectable()
export class SessionsService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly repository: SessionsRepository,
  ) {}

  /** Opens a new session (a new token family) for a freshly authenticated account. */
  async start(
    accountId: string,
    authTime: Date = new Date(),
    now: Date = new Date(),
    manager?: EntityManager,
  ): Promise<IssuedRefreshToken> {
    const { entity, issued } = this.mint(accountId, randomUUID(), authTime, now);
    await this.repository.insert(entity, manager);
    return issued;
  }

  /** Spends `token` and returns its successor; a spent, revoked, expired or unknown token is rejected. */
  async rotate(token: string, now: Date = new Date()): Promise<IssuedRefreshToken> {
    const outcome = await this.repository.transaction(async (manager): Promise<RotateOutcome> => {
      const current = await this.repository.findByHashForUpdate(manager, hashToken(token));
      if (!current || current.revokedAt || current.expiresAt <= now) return { kind: 'rejected' };
      if (current.usedAt) {
        // Reuse of a spent token: someone else holds a copy. Revoke the family (committed, not rolled back).
        await this.repository.revokeFamily(current.familyId, now, manager);
        return { kind: 'rejected' };
      }
      await this.repository.markUsed(manager, current.id, now);
      const next = this.mint(current.accountId, current.familyId, current.authTime, now);
      await this.repository.insert(next.entity, manager);
      return { kind: 'rotated', issued: next.issued };
    });
    if (outcome.kind === 'rejected') throw sessionExpired();
    return outcome.issued;
  }

  /** Ends the session the token belongs to; unknown tokens are ignored so logout always succeeds. */
  async end(token: string, now: Date = new Date()): Promise<void> {
    const current = await this.repository.findByHash(hashToken(token));
    if (current) await this.repository.revokeFamily(current.familyId, now);
  }

  /** The account a live token belongs to, without spending it; undefined for a dead or unknown token. */
  async ownerOf(token: string, now: Date = new Date()): Promise<string | undefined> {
    const current = await this.repository.findByHash(hashToken(token));
    if (!current || current.revokedAt || current.usedAt || current.expiresAt <= now) return undefined;
    return current.accountId;
  }

  /** Ends every session of the account (password change or reset), inside the caller's transaction. */
  async endAll(accountId: string, manager?: EntityManager, now: Date = new Date()): Promise<void> {
    await this.repository.revokeAccount(accountId, now, manager);
  }

  private mint(accountId: string, familyId: string, authTime: Date, now: Date) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    const entity = Object.assign(new RefreshTokenEntity(), {
      id: randomUUID(),
      familyId,
      accountId,
      tokenHash: hashToken(token),
      createdAt: now,
      authTime,
      expiresAt,
      usedAt: null,
      revokedAt: null,
    });
    return { entity, issued: { token, accountId, expiresAt, authTime } };
  }
}
