import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { loadJose, remoteKeySet, TokenVerifier } from './token-verifier';
import type { TrustedIssuer } from './trusted-issuers';

/** A token that passed its issuer's check, with the Chalktalk account it speaks for. */
export interface VerifiedAccess {
  payload: JWTPayload;
  accountId: string;
  /** The outside issuer that signed it; undefined for identity's own tokens. */
  trustedIssuer?: TrustedIssuer;
}

export interface IssuerAwareVerifierOptions {
  /** Identity's own keys, issuer and audience. */
  own: { keys: JWTVerifyGetKey; issuer: string; audience: string };
  trusted: readonly TrustedIssuer[];
  /** How long jose waits before refetching a JWKS for an unknown key id (key rotation); default 30 s. */
  jwksCooldownMs?: number;
  now?: () => number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies identity's tokens and those of the configured outside issuers (SSO_ISSUERS), each against its own
 * JWKS, issuer and audience. The unverified `iss` only picks which check runs; that check then verifies `iss`
 * itself, so a token cannot borrow another issuer's trust. A rotated realm key is found because jose refetches
 * the JWKS when a token names a key id it does not hold (at most once per cooldown).
 */
export class IssuerAwareVerifier {
  private readonly own: TokenVerifier;
  private readonly outside = new Map<string, { issuer: TrustedIssuer; tokens: TokenVerifier }>();

  constructor(options: IssuerAwareVerifierOptions) {
    this.own = new TokenVerifier({ ...options.own, now: options.now });
    for (const issuer of options.trusted) {
      this.outside.set(issuer.issuer, {
        issuer,
        tokens: new TokenVerifier({
          keys: remoteKeySet(issuer.jwksUrl, { cooldownDuration: options.jwksCooldownMs ?? 30_000 }),
          issuer: issuer.issuer,
          audience: issuer.audience,
          now: options.now,
        }),
      });
    }
  }

  /** Throws jose's errors for a token that does not verify or names no linked account. */
  async verify(token: string): Promise<VerifiedAccess> {
    const jose = loadJose();
    const outside = this.outside.size > 0 ? this.outside.get(String(jose.decodeJwt(token).iss)) : undefined;
    if (!outside) {
      const payload = await this.own.verify(token);
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new jose.errors.JWTClaimValidationFailed(
          'the token names no subject',
          payload,
          'sub',
          'missing',
        );
      }
      return { payload, accountId: payload.sub };
    }
    const payload = await outside.tokens.verify(token);
    const accountId = payload[outside.issuer.accountClaim];
    // A realm user that never signed in to Chalktalk has no account yet: identity's ssoSession links it first.
    if (typeof accountId !== 'string' || !UUID.test(accountId)) {
      throw new jose.errors.JWTClaimValidationFailed(
        'the token names no linked Chalktalk account',
        payload,
        outside.issuer.accountClaim,
        'missing',
      );
    }
    return { payload, accountId, trustedIssuer: outside.issuer };
  }
}
