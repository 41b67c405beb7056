import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT } from 'jose';

export interface TestIssuer {
  jwksUrl: string;
  /** A 15-minute access token for the user, shaped like identity's (with `sid` when a session id is given). */
  token(user: { id?: string; email?: string; sessionId?: string }): Promise<string>;
  stop(): Promise<void>;
}

/** Stands in for identity in tests: serves a JWKS on loopback and signs tokens with the matching key. */
export async function startTestIssuer(issuer = 'chalktalk', audience = 'chalktalk'): Promise<TestIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const kid = randomUUID();
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] });
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    token: ({ id = randomUUID(), email = `${id}@example.test`, sessionId }) =>
      new SignJWT({
        email,
        given_name: 'Test',
        family_name: 'User',
        ...(sessionId ? { sid: sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setSubject(id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(privateKey),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
