import type { JWTPayload, JWTVerifyGetKey } from 'jose';

type Jose = typeof import('jose');
let jose: Jose | undefined;

/**
 * jose is ESM-only. Node 24 require()s it fine, but jest's CommonJS runtime cannot unless it is transformed, so
 * it is loaded on first use: importing the platform never needs it, only verifying a token does.
 */
export function loadJose(): Jose {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (jose ??= require('jose') as Jose);
}

export interface TokenVerifierOptions {
  /** The issuer's public keys: a remote JWKS (remoteKeySet) or a local key set. */
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** How long a verified token is trusted without checking its signature again; default 60 s. */
  maxAgeMs?: number;
  /** Verified tokens kept at most (oldest dropped first); default 10 000. */
  maxEntries?: number;
  /** The clock, in ms since the epoch (tests move it); also the time jose checks exp and nbf against. */
  now?: () => number;
}

const DEFAULT_MAX_AGE_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 10_000;

interface Verified {
  payload: JWTPayload;
  /** Until when (ms) the payload is reused: the token's expiry or maxAgeMs after the check, whichever first. */
  until: number;
}

/**
 * Verifies access tokens (signature, issuer, audience, exp/nbf) and remembers the ones that passed, so a session
 * sending the same token on every call pays for one signature check per minute instead of one per call (an Ed25519
 * check through WebCrypto measured ~27 % of a signed-in read's CPU, twice per call: gateway and service).
 *
 * Why this is as safe as checking every time: the cache is keyed by the whole token string, so only a token that
 * passed the full check exactly as sent is reused; a reused entry still stops at the token's exp; failures are never
 * cached; and maxAgeMs (1 min) is shorter than the 10 min jose keeps a remote JWKS, so a withdrawn signing key stops
 * being trusted no later than before. Revocation (sessions ended early) is not a signature question: callers check
 * it on the returned payload on every call.
 */
export class TokenVerifier {
  private readonly verified = new Map<string, Verified>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: TokenVerifierOptions) {
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** The token's claims; throws jose's error (JOSEError subclasses, JWKSTimeout, ...) when it does not verify. */
  async verify(token: string): Promise<JWTPayload> {
    const now = this.now();
    const known = this.verified.get(token);
    if (known && now < known.until) return known.payload;
    if (known) this.verified.delete(token);

    const { payload } = await loadJose().jwtVerify(token, this.options.keys, {
      issuer: this.options.issuer,
      audience: this.options.audience,
      currentDate: new Date(now),
    });
    this.remember(token, payload, now);
    return payload;
  }

  private remember(token: string, payload: JWTPayload, now: number): void {
    const until = Math.min(
      now + this.maxAgeMs,
      typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity,
    );
    if (this.verified.size >= this.maxEntries) {
      // Map iterates in insertion order: the first key is the oldest entry.
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { payload, until });
  }
}

/** The issuer's JWKS fetched over HTTP, cached by jose and refetched when a token names an unknown key id. */
export function remoteKeySet(jwksUrl: string, options?: { cooldownDuration?: number }): JWTVerifyGetKey {
  return loadJose().createRemoteJWKSet(new URL(jwksUrl), options);
}
