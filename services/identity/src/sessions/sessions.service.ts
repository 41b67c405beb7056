import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { RefreshTokenEntity } from './refresh-token.entity';
import { sessionExpired } from './sessions.errors';
import { SessionsRepository } from './sessions.repository';

export interface IssuedRefreshToken {
  token: string;
  accountId: string;
  expiresAt: Date;
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
  async start(accountId: string, now: Date = new Date()): Promise<IssuedRefreshToken> {
    const { entity, issued } = this.mint(accountId, randomUUID(), now);
    await this.repository.insert(entity);
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
      const next = this.mint(current.accountId, current.familyId, now);
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

  private mint(accountId: string, familyId: string, now: Date) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    const entity = Object.assign(new RefreshTokenEntity(), {
      id: randomUUID(),
      familyId,
      accountId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
      usedAt: null,
      revokedAt: null,
    });
    return { entity, issued: { token, accountId, expiresAt } };
  }
}
