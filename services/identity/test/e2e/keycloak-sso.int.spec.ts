import { decodeJwt, decodeProtectedHeader, SignJWT, generateKeyPair } from 'jose';
import { newAccountInput } from '../factories/account.factory';
import { type ErrorBody, refreshCookieOf, type SessionBody } from '../factories/identity-client';
import {
  CLIENT_ID,
  describeWithKeycloak,
  KEYCLOAK_URL,
  keycloakReady,
  realmToken,
  realmUrl,
  rotateRealmKey,
} from '../factories/keycloak-realm';
import { IdentityHarness } from '../harness';

/**
 * Single sign-on against a real Keycloak (keycloak-quarkus-dist, the demo-club realm): realm tokens verified
 * through the realm's JWKS, accounts linked by verified email (or created), the link written back to the realm
 * user so identity (like every service) accepts the realm's own tokens for that account, and key rotation.
 */
describeWithKeycloak('identity: Keycloak single sign-on (real Keycloak, real Postgres)', () => {
  const identity = new IdentityHarness();

  beforeAll(async () => {
    const waited = await keycloakReady();
    if (waited > 1000) console.log(`waited ${Math.round(waited / 1000)} s for Keycloak`);
    await identity.start('identity_keycloak_sso', {
      SSO_ISSUERS: JSON.stringify([
        { id: 'demo-club', name: 'Demo Club', issuer: realmUrl(), clientId: CLIENT_ID },
      ]),
      KEYCLOAK_ADMIN_CLIENTS: JSON.stringify({
        'demo-club': {
          clientId: 'chalktalk-identity',
          clientSecret: process.env.KEYCLOAK_IDENTITY_CLIENT_SECRET ?? 'chalktalk-identity-dev-secret',
        },
      }),
    });
  }, 960_000);
  afterAll(() => identity.stop());

  const ssoSession = (token: string) =>
    identity.app.inject({
      method: 'POST',
      url: '/api/account/ssoSession',
      payload: { token, edition: 'lacrosse' },
    });

  it('lists the configured realm for the login page', async () => {
    const res = await identity.app.inject({ method: 'GET', url: '/api/account/ssoIssuers' });
    expect(res.json()).toEqual({
      issuers: [{ id: 'demo-club', name: 'Demo Club', issuer: realmUrl(), clientId: CLIENT_ID }],
    });
  });

  it('gives a new realm member a verified account, the same one on every sign-in, and accepts the realm token for it', async () => {
    const first = await ssoSession(await realmToken('sso-coach'));
    expect(first.statusCode).toBe(200);
    const session = first.json<SessionBody>();
    expect(session.user).toMatchObject({
      email: 'sso-coach@club.example',
      firstName: 'Sasha',
      lastName: 'Keys',
    });
    expect(decodeJwt(session.accessToken)).toMatchObject({ iss: 'chalktalk', sub: session.user.id });
    expect(refreshCookieOf(first)).toMatch(/^chalktalk_refresh=/);
    const profile = (await identity.client.profile(session.accessToken)).json<{
      basicDetails: { emailVerified: boolean };
    }>();
    expect(profile.basicDetails.emailVerified).toBe(true);

    // The realm now carries the link: a fresh realm token names the account, and identity accepts it as a bearer.
    const realmAccess = await realmToken('sso-coach');
    expect(decodeJwt(realmAccess).chalktalk_account_id).toBe(session.user.id);
    const direct = await identity.client.profile(realmAccess);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({ basicDetails: { email: 'sso-coach@club.example' } });

    const again = (await ssoSession(realmAccess)).json<SessionBody>();
    expect(again.user.id).toBe(session.user.id);
  });

  it('links an existing account by verified email, ending what a stranger who signed up with that email held', async () => {
    const squatter = await identity.client.createAccount(
      newAccountInput({ email: 'SSO-Player@club.example' }),
    );
    expect(squatter.statusCode).toBe(200);
    const squatterSession = squatter.json<SessionBody>();

    const res = await ssoSession(await realmToken('sso-player'));
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionBody>().user.id).toBe(squatterSession.user.id);
    // The password chosen by whoever signed up unverified no longer opens the account, nor does their session.
    expect((await identity.client.login('sso-player@club.example', 'correct horse battery')).statusCode).toBe(
      401,
    );
    expect((await identity.client.refresh(refreshCookieOf(squatter))).statusCode).toBe(401);
  });

  it('refuses a realm member whose email is not verified', async () => {
    const res = await ssoSession(await realmToken('unverified'));
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe('G003');
    expect(res.json<ErrorBody>().error.message).toContain('no verified email address');
  });

  it('refuses tokens the realm did not sign, or signed for another issuer', async () => {
    const genuine = decodeJwt(await realmToken('sso-coach'));
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...genuine })
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(await realmToken('sso-coach')).kid! })
      .sign(privateKey);
    for (const token of [forged, 'not-a-jwt']) {
      const res = await ssoSession(token);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorBody>().error.code).toBe('G003');
      expect((await identity.client.profile(token)).statusCode).toBe(401);
    }
    const otherIssuer = await new SignJWT({ ...genuine, iss: `${KEYCLOAK_URL}/realms/master` })
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey);
    expect((await ssoSession(otherIssuer)).statusCode).toBe(401);
  });

  it('accepts tokens signed with a rotated realm key (the JWKS is fetched again for an unknown key id)', async () => {
    const before = decodeProtectedHeader(await realmToken('sso-coach')).kid;
    await rotateRealmKey();
    const rotated = await realmToken('sso-coach');
    expect(decodeProtectedHeader(rotated).kid).not.toBe(before);
    // jose refetches a JWKS for an unknown kid at most once per 30 s cooldown: accepted within that.
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 60_000) {
      status = (await ssoSession(rotated)).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    expect(status).toBe(200);
  }, 90_000);
});
