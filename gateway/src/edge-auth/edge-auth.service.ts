import { Inject, Injectable } from '@nestjs/common';
import { isAppError } from '@chalktalk/domain';
import { errors } from 'jose';
import { GATEWAY_CONFIG, type GatewayConfig, jwksUrlOf } from '../config';
import { IssuerAwareVerifier, remoteKeySet, UnauthenticatedError } from '@chalktalk/platform';
import { keysUnavailable } from './edge-auth.errors';

export type EdgeIdentity = { userId: string } | undefined;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The edge check: a bearer token must be signed by identity's keys, for our issuer and audience, and unexpired,
 * or come from one of the configured SSO issuers (SSO_ISSUERS, their JWKS) naming a linked account.
 * It only keeps junk away from the services; each service verifies the token again and decides on access.
 */
@Injectable()
export class EdgeAuthService {
  private readonly tokens: IssuerAwareVerifier;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.tokens = new IssuerAwareVerifier({
      own: {
        keys: remoteKeySet(jwksUrlOf(config), { cooldownDuration: 30_000 }),
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
      },
      trusted: config.SSO_ISSUERS,
    });
  }

  /** The caller's identity, undefined without a token; throws G003 for a bad token, G006 when keys are unreachable. */
  async identify(authorization: string | string[] | undefined): Promise<EdgeIdentity> {
    const token = typeof authorization === 'string' ? BEARER.exec(authorization)?.[1] : undefined;
    if (!token) return undefined;
    try {
      const { accountId } = await this.tokens.verify(token);
      return { userId: accountId };
    } catch (error) {
      if (isAppError(error)) throw error;
      // Identity being down is not the user's fault: answering G003 would log them out.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw keysUnavailable();
      }
      throw invalidToken();
    }
  }

  /** Like identify, but a call that is not anonymous needs a valid token. */
  async require(authorization: string | string[] | undefined): Promise<{ userId: string }> {
    const identity = await this.identify(authorization);
    if (!identity) throw new UnauthenticatedError('Missing bearer token');
    return identity;
  }
}

const invalidToken = () => new UnauthenticatedError('Invalid or expired token');
