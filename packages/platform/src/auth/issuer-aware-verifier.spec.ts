import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { IssuerAwareVerifier } from './issuer-aware-verifier';
import type { TrustedIssuer } from './trusted-issuers';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const ACCOUNT = '0b6e7c2a-3f4d-4c1e-9a8b-2d5f6e7a8b9c';

/** A realm stand-in: serves a JWKS whose keys the test can rotate, and counts the fetches. */
async function fakeRealm() {
  const keys: { kid: string; privateKey: PrivateKey; jwk: JWK }[] = [];
  let fetches = 0;
  const addKey = async (kid: string) => {
    const pair = await generateKeyPair('RS256');
    keys.push({
      kid,
      privateKey: pair.privateKey,
      jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256' },
    });
  };
  await addKey('k1');
  const server: Server = createServer((_req, res) => {
    fetches += 1;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: keys.map((k) => k.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer: TrustedIssuer = {
    id: 'club',
    name: 'Club',
    issuer: 'http://sso.club.test/realms/club',
    clientId: 'chalktalk-web',
    audience: 'chalktalk',
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    accountClaim: 'chalktalk_account_id',
  };
  const sign = (claims: Record<string, unknown>, opts: { kid?: string; iss?: string; aud?: string } = {}) => {
    const key = keys.find((k) => k.kid === (opts.kid ?? keys[keys.length - 1]!.kid))!;
    return new SignJWT({ email: 'member@club.test', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setSubject('realm-user-1')
      .setIssuer(opts.iss ?? issuer.issuer)
      .setAudience(opts.aud ?? 'chalktalk')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);
  };
  return {
    issuer,
    sign,
    addKey,
    fetches: () => fetches,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('IssuerAwareVerifier', () => {
  let realm: Awaited<ReturnType<typeof fakeRealm>>;
  let ownKey: PrivateKey;
  let verifier: IssuerAwareVerifier;

  beforeEach(async () => {
    realm = await fakeRealm();
    const own = await generateKeyPair('EdDSA');
    ownKey = own.privateKey;
    const ownJwk = { ...(await exportJWK(own.publicKey)), kid: 'own', alg: 'EdDSA' };
    verifier = new IssuerAwareVerifier({
      own: { keys: createLocalJWKSet({ keys: [ownJwk] }), issuer: 'chalktalk', audience: 'chalktalk' },
      trusted: [realm.issuer],
      jwksCooldownMs: 0,
    });
  });
  afterEach(() => realm.stop());

  it("accepts identity's own tokens for their subject", async () => {
    const token = await new SignJWT({ email: 'a@b.test' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'own' })
      .setSubject(ACCOUNT)
      .setIssuer('chalktalk')
      .setAudience('chalktalk')
      .setExpirationTime('5m')
      .sign(ownKey);
    const result = await verifier.verify(token);
    expect(result.accountId).toBe(ACCOUNT);
    expect(result.trustedIssuer).toBeUndefined();
  });

  it('accepts a realm token for the account its account claim names, not for the realm subject', async () => {
    const result = await verifier.verify(await realm.sign({ chalktalk_account_id: ACCOUNT }));
    expect(result.accountId).toBe(ACCOUNT);
    expect(result.trustedIssuer?.id).toBe('club');
  });

  it('refuses a realm token without a linked account, for another audience, or from an unknown issuer', async () => {
    await expect(verifier.verify(await realm.sign({}))).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
    await expect(
      verifier.verify(await realm.sign({ chalktalk_account_id: ACCOUNT }, { aud: 'account' })),
    ).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
    // An unknown issuer falls to identity's own check, which knows neither the key nor the issuer.
    await expect(
      verifier.verify(
        await realm.sign({ chalktalk_account_id: ACCOUNT }, { iss: 'http://evil.test/realms/x' }),
      ),
    ).rejects.toBeDefined();
  });

  it('finds a rotated realm key by fetching the JWKS again for the unknown key id', async () => {
    await verifier.verify(await realm.sign({ chalktalk_account_id: ACCOUNT }));
    expect(realm.fetches()).toBe(1);
    await realm.addKey('k2');
    const rotated = await realm.sign({ chalktalk_account_id: ACCOUNT }, { kid: 'k2' });
    await expect(verifier.verify(rotated)).resolves.toMatchObject({ accountId: ACCOUNT });
    expect(realm.fetches()).toBe(2);
  });
});
