import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey, SignJWT } from 'jose';
import { TokenVerifier } from './token-verifier';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('TokenVerifier', () => {
  let privateKey: PrivateKey;
  let jwk: JWK;
  let clock: number;
  let keyLookups: number;
  let keys: JWTVerifyGetKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('EdDSA');
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  });

  beforeEach(() => {
    clock = START;
    keyLookups = 0;
    const local = createLocalJWKSet({ keys: [jwk] });
    // Every signature check asks for the key: counting lookups counts checks.
    keys = (header, token) => {
      keyLookups += 1;
      return local(header, token);
    };
  });

  const verifier = (options: { maxAgeMs?: number; maxEntries?: number } = {}) =>
    new TokenVerifier({ keys, issuer: 'chalktalk', audience: 'chalktalk', now: () => clock, ...options });

  const sign = (claims: Record<string, unknown> = { sub: 'user-1' }, expiresInS = 900) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setIssuer('chalktalk')
      .setAudience('chalktalk')
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(Math.floor(clock / 1000) + expiresInS)
      .sign(privateKey);

  it('checks the signature of a token once and reuses the claims for the next calls', async () => {
    const tokens = verifier();
    const token = await sign();
    expect((await tokens.verify(token)).sub).toBe('user-1');
    expect((await tokens.verify(token)).sub).toBe('user-1');
    expect(keyLookups).toBe(1);
  });

  it('refuses a reused token once it expired', async () => {
    const tokens = verifier();
    const token = await sign({ sub: 'user-1' }, 30);
    await tokens.verify(token);
    clock += 30_000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it('checks the signature again after maxAgeMs', async () => {
    const tokens = verifier({ maxAgeMs: 1_000 });
    const token = await sign();
    await tokens.verify(token);
    clock += 999;
    await tokens.verify(token);
    expect(keyLookups).toBe(1);
    clock += 1;
    await tokens.verify(token);
    expect(keyLookups).toBe(2);
  });

  it('never reuses a failure, and a token altered after a success is checked on its own', async () => {
    const tokens = verifier();
    const token = await sign();
    await tokens.verify(token);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: 'chalktalk', aud: 'chalktalk' })).toString('base64url')}.${signature}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
    await expect(tokens.verify(forged)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });

  it('checks issuer and audience like jose', async () => {
    const tokens = new TokenVerifier({ keys, issuer: 'chalktalk', audience: 'elsewhere', now: () => clock });
    await expect(tokens.verify(await sign())).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
  });

  it('keeps at most maxEntries tokens, dropping the oldest first', async () => {
    const tokens = verifier({ maxEntries: 2 });
    const [first, second, third] = await Promise.all([
      sign({ sub: 'a' }),
      sign({ sub: 'b' }),
      sign({ sub: 'c' }),
    ]);
    for (const token of [first, second, third]) await tokens.verify(token);
    expect(keyLookups).toBe(3);
    await tokens.verify(third);
    await tokens.verify(second);
    expect(keyLookups).toBe(3);
    await tokens.verify(first);
    expect(keyLookups).toBe(4);
  });
});
