import { Inject, Injectable } from '@nestjs/common';
import { createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
  SignJWT,
} from 'jose';
import { LocalKeyResolver } from './local-key-resolver';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { KeysRepository } from './keys.repository';

const ALGORITHM = 'EdDSA';

export interface AccessTokenSubject {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

interface LoadedKeys {
  signing: { kid: string; key: KeyObject };
  jwks: JSONWebKeySet;
  resolve: JWTVerifyGetKey;
}

@Injectable()
export class KeysService {
  private loaded?: Promise<LoadedKeys>;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly repository: KeysRepository,
    localResolver: LocalKeyResolver,
  ) {
    localResolver.bind(this.keyResolver);
  }

  async jwks(): Promise<JSONWebKeySet> {
    return (await this.keys()).jwks;
  }

  /** Verifies tokens against our own keys without an HTTP round trip to ourselves. */
  readonly keyResolver: JWTVerifyGetKey = async (header, token) => (await this.keys()).resolve(header, token);

  /** The id of the key that signs now (public, as in the JWKS): the apiKey of the mail links. */
  async currentKeyId(): Promise<string> {
    return (await this.keys()).signing.kid;
  }

  /**
   * Signs an access token. `authTime` is when the password was last typed in this session (OpenID Connect's
   * auth_time); changeEmail, changePassword and deleteAccount demand a recent one. `sessionId` (the `sid` claim)
   * is the login session: when it ends, every service refuses the token (SessionsEnded).
   */
  async signAccessToken(
    subject: AccessTokenSubject,
    authTime: Date,
    sessionId: string | undefined,
  ): Promise<{ accessToken: string; expiresIn: number }> {
    const { signing } = await this.keys();
    const expiresIn = this.config.ACCESS_TOKEN_TTL_SECONDS;
    // Claim names are the ones the platform's JwtAuthGuard reads (OpenID Connect standard claims).
    const accessToken = await new SignJWT({
      email: subject.email,
      given_name: subject.firstName,
      family_name: subject.lastName,
      auth_time: Math.floor(authTime.getTime() / 1000),
      ...(sessionId ? { sid: sessionId } : {}),
    })
      .setProtectedHeader({ alg: ALGORITHM, kid: signing.kid, typ: 'JWT' })
      .setSubject(subject.id)
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${expiresIn}s`)
      .sign(signing.key);
    return { accessToken, expiresIn };
  }

  private keys(): Promise<LoadedKeys> {
    this.loaded ??= this.load().catch((error) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<LoadedKeys> {
    await this.repository.ensureOne(async () => {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const publicJwk = publicKey.export({ format: 'jwk' });
      const kid = await calculateJwkThumbprint(publicJwk as JWK);
      return {
        kid,
        algorithm: ALGORITHM,
        publicJwk: { ...stringFields(publicJwk), kid, alg: ALGORITHM, use: 'sig' },
        privateJwk: stringFields(privateKey.export({ format: 'jwk' })),
      };
    });
    const rows = await this.repository.all();
    // The newest key signs; older ones stay published so tokens they signed verify until they expire.
    const newest = rows[rows.length - 1]!;
    const jwks = { keys: rows.map((row) => row.publicJwk as JWK) };
    return {
      signing: {
        kid: newest.kid,
        key: createPrivateKey({ key: newest.privateJwk as JsonWebKey, format: 'jwk' }),
      },
      jwks,
      resolve: createLocalJWKSet(jwks),
    };
  }
}

/** Ed25519 JWKs hold only string members (kty, crv, x, d). */
function stringFields(jwk: JsonWebKey): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jwk).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
