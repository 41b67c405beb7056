import { waitFor } from '@chalktalk/platform/testing';

/**
 * The test Keycloak of deploy/scripts/with-keycloak.sh (demo-club realm from deploy/infra/keycloak). Suites that
 * need it skip without KEYCLOAK_URL on a developer's machine and fail without it under CI=true.
 */
export const KEYCLOAK_URL = process.env.KEYCLOAK_URL;
export const REALM = 'demo-club';
export const CLIENT_ID = 'chalktalk-web';
export const realmUrl = () => `${KEYCLOAK_URL}/realms/${REALM}`;
export const describeWithKeycloak = KEYCLOAK_URL || process.env.CI === 'true' ? describe : describe.skip;

/** Keycloak boots in minutes on a loaded machine; with-keycloak.sh starts it before the suites run. */
export async function keycloakReady(timeoutMs = 900_000): Promise<number> {
  if (!KEYCLOAK_URL)
    throw new Error('KEYCLOAK_URL is not set: run the suite through deploy/scripts/with-keycloak.sh');
  const started = Date.now();
  await waitFor(
    async () => {
      const res = await fetch(`${realmUrl()}/.well-known/openid-configuration`).catch(() => undefined);
      return res?.ok ? true : undefined;
    },
    { timeoutMs, intervalMs: 2000, what: `Keycloak at ${KEYCLOAK_URL}` },
  );
  return Date.now() - started;
}

/** A realm access token for a member, by the password grant the test realm allows its web client. */
export async function realmToken(username: string, password = 'club-sso-pass'): Promise<string> {
  const res = await fetch(`${realmUrl()}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: CLIENT_ID,
      username,
      password,
      scope: 'openid',
    }),
  });
  if (!res.ok) throw new Error(`token for ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The master realm's admin, for the steps a test plays as the club's administrator (key rotation). */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${KEYCLOAK_URL}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      username: 'admin',
      password: process.env.KEYCLOAK_ADMIN_PASSWORD ?? 'chalktalk-local',
    }),
  });
  if (!res.ok) throw new Error(`admin token: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Adds an RSA signing key of higher priority than the realm's: new tokens carry its key id (a rotation). */
export async function rotateRealmKey(): Promise<void> {
  const admin = await adminToken();
  const realm = (await (
    await fetch(`${KEYCLOAK_URL}/admin/realms/${REALM}`, { headers: { authorization: `Bearer ${admin}` } })
  ).json()) as { id: string };
  const res = await fetch(`${KEYCLOAK_URL}/admin/realms/${REALM}/components`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `rotated-${Date.now()}`,
      providerId: 'rsa-generated',
      providerType: 'org.keycloak.keys.KeyProvider',
      parentId: realm.id,
      config: { priority: [String(Date.now())], enabled: ['true'], active: ['true'], algorithm: ['RS256'] },
    }),
  });
  if (res.status !== 201) throw new Error(`rotate key: ${res.status} ${await res.text()}`);
}
