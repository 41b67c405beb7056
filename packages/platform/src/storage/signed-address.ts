import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed download address grants: one file, to one user of one team, until a moment. */
export interface DownloadGrant {
  /** The file's id in the owning service (not the storage key). */
  fileId: string;
  userId: string;
  teamId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived signed download addresses. The token is `<base64url(json grant)>.<base64url(HMAC-SHA256)>`; the
 * service signs one after checking membership and checks the signature, the expiry and (again) membership when
 * the address is opened, so a link that leaves the team stops working when its holder leaves or it expires.
 * Every pod of a service must share the secret.
 */
export class DownloadSigner {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The download signing secret needs at least 32 characters');
  }

  sign(grant: DownloadGrant): string {
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The grant when the token is intact and unexpired, otherwise null. */
  verify(token: string, now: number = Date.now()): DownloadGrant | null {
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let grant: unknown;
    try {
      grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isGrant(grant) || grant.expiresAt <= now) return null;
    return grant;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

function isGrant(value: unknown): value is DownloadGrant {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  return (
    typeof g.fileId === 'string' &&
    typeof g.userId === 'string' &&
    typeof g.teamId === 'string' &&
    typeof g.expiresAt === 'number'
  );
}
