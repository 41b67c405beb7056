import { loadJose, remoteKeySet, TokenVerifier, type TrustedIssuer } from '@chalktalk/platform';
import { ssoTokenRefused } from './sso.errors';

/** Who a verified realm token speaks for. */
export interface SsoIdentity {
  issuer: TrustedIssuer;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** When the member typed their password at the realm (auth_time, else the token's iat). */
  authTime: Date;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a realm access token against its issuer's JWKS (jose refetches it when a rotated key id appears),
 * `iss`, `aud` and the client it was issued to (`azp`), and reads the member's email and names.
 */
export class SsoTokenChecker {
  private readonly byIssuer = new Map<string, { issuer: TrustedIssuer; tokens: TokenVerifier }>();

  constructor(issuers: readonly TrustedIssuer[], now?: () => number) {
    for (const issuer of issuers) {
      this.byIssuer.set(issuer.issuer, {
        issuer,
        tokens: new TokenVerifier({
          keys: remoteKeySet(issuer.jwksUrl, { cooldownDuration: 30_000 }),
          issuer: issuer.issuer,
          audience: issuer.audience,
          now,
        }),
      });
    }
  }

  async check(token: string): Promise<SsoIdentity> {
    const jose = loadJose();
    let claimedIssuer: unknown;
    try {
      claimedIssuer = jose.decodeJwt(token).iss;
    } catch {
      throw ssoTokenRefused();
    }
    const known = this.byIssuer.get(String(claimedIssuer));
    if (!known) throw ssoTokenRefused();
    let payload: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      payload = await known.tokens.verify(token);
    } catch (error) {
      // The realm's keys being unreachable is not the member's fault: G006, not a refusal that signs them out.
      if (error instanceof jose.errors.JWKSTimeout || !(error instanceof jose.errors.JOSEError)) throw error;
      throw ssoTokenRefused();
    }
    const email = text(payload.email);
    if (payload.azp !== known.issuer.clientId || typeof payload.sub !== 'string' || !payload.sub || !email) {
      throw ssoTokenRefused();
    }
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
    return {
      issuer: known.issuer,
      subject: payload.sub,
      email,
      emailVerified: payload.email_verified === true,
      firstName: text(payload.given_name) || text(payload.preferred_username) || email.split('@')[0]!,
      lastName: text(payload.family_name),
      authTime: typeof authTime === 'number' ? new Date(authTime * 1000) : new Date(),
    };
  }
}
