import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { type SessionEndReason, sessionsEnded } from '../events/session-events';
import { RefreshTokenEntity } from './refresh-token.entity';
import { sessionExpired } from './sessions.errors';
import { SessionsRepository } from './sessions.repository';

export interface IssuedRefreshToken {
  token: string;
  accountId: string;
  /** The login session (token family) the token belongs to: the `sid` of its access tokens. */
  sessionId: string;
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
    private readonly outbox: Outbox,
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
        // Reuse of a spent token: someone else holds a copy. Revoke the family (committed, not rolled back),
        // and its access tokens everywhere: the thief may hold one of those too.
        await this.revokeFamily(manager, current, 'refresh-token-reused', now);
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

  /**
   * Ends the session the token belongs to, its access tokens included (every service learns it from
   * SessionsEnded); unknown tokens are ignored so logout always succeeds.
   */
  async end(token: string, reason: SessionEndReason, now: Date = new Date()): Promise<void> {
    const current = await this.repository.findByHash(hashToken(token));
    if (!current) return;
    await this.repository.transaction((manager) => this.revokeFamily(manager, current, reason, now));
  }

  /** The account a live token belongs to, without spending it; undefined for a dead or unknown token. */
  async ownerOf(token: string, now: Date = new Date()): Promise<string | undefined> {
    const current = await this.repository.findByHash(hashToken(token));
    if (!current || current.revokedAt || current.usedAt || current.expiresAt <= now) return undefined;
    return current.accountId;
  }

  /**
   * Ends every session of the account (password change or reset) inside the caller's transaction, and tells
   * every service to refuse the access tokens those sessions may still hold.
   */
  async endAll(
    accountId: string,
    reason: SessionEndReason,
    manager: EntityManager,
    now: Date = new Date(),
  ): Promise<void> {
    const sessionIds = await this.repository.revokeAccount(accountId, now, manager);
    if (sessionIds.length > 0) await this.announce(manager, { accountId, sessionIds, reason, endedAt: now });
  }

  /** Tells every service that all tokens of the account are dead (deletion), in the caller's transaction. */
  async endAccount(manager: EntityManager, accountId: string, now: Date = new Date()): Promise<void> {
    await this.announce(manager, {
      accountId,
      sessionIds: [],
      allSessions: true,
      reason: 'account-deleted',
      endedAt: now,
    });
  }

  private async revokeFamily(
    manager: EntityManager,
    token: Pick<RefreshTokenEntity, 'accountId' | 'familyId'>,
    reason: SessionEndReason,
    now: Date,
  ): Promise<void> {
    await this.repository.revokeFamily(token.familyId, now, manager);
    await this.announce(manager, {
      accountId: token.accountId,
      sessionIds: [token.familyId],
      reason,
      endedAt: now,
    });
  }

  private announce(
    manager: EntityManager,
    ended: Omit<Parameters<typeof sessionsEnded>[0], 'accessTokenTtlSeconds'>,
  ): Promise<void> {
    return this.outbox.append(
      manager,
      sessionsEnded({ ...ended, accessTokenTtlSeconds: this.config.ACCESS_TOKEN_TTL_SECONDS }),
    );
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
    return { entity, issued: { token, accountId, sessionId: familyId, expiresAt, authTime } };
  }
}
