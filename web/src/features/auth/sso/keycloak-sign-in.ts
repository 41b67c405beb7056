import type { SsoIssuer } from './ssoApi';

/** keycloak-js wants the server address and the realm name apart: `<url>/realms/<realm>`. */
export function realmOf(issuer: string): { url: string; realm: string } {
  const at = issuer.lastIndexOf('/realms/');
  if (at < 0) throw new Error(`not a Keycloak realm address: ${issuer}`);
  return { url: issuer.slice(0, at), realm: decodeURIComponent(issuer.slice(at + '/realms/'.length)) };
}

/** The page Keycloak sends the member back to: this login page with `sso=<id>`, keeping its other parameters. */
export function returnAddress(
  issuerId: string,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string {
  const params = new URLSearchParams(location.search);
  params.set('sso', issuerId);
  return `${location.origin}${location.pathname}?${params.toString()}`;
}

/**
 * keycloak-js, loaded only when someone signs in through a club (it is not part of the first load). Authorization
 * code with PKCE (S256); no session iframe and no silent check, so the gateway's CSP needs no frame for it.
 */
async function client(issuer: SsoIssuer) {
  const { default: Keycloak } = await import('keycloak-js');
  return new Keycloak({ ...realmOf(issuer.issuer), clientId: issuer.clientId });
}

const INIT = { pkceMethod: 'S256', checkLoginIframe: false, enableLogging: false } as const;

/** Leaves for the realm's own login page; the browser comes back to returnAddress(issuer.id). */
export async function beginSsoSignIn(issuer: SsoIssuer): Promise<void> {
  const keycloak = await client(issuer);
  await keycloak.init(INIT);
  await keycloak.login({ redirectUri: returnAddress(issuer.id, window.location) });
}

/**
 * Back from the realm: keycloak-js trades the code in the address for tokens (with the PKCE verifier it kept) and
 * answers the realm access token; undefined when the member did not sign in (cancelled, or an error came back).
 */
export async function finishSsoSignIn(issuer: SsoIssuer): Promise<string | undefined> {
  const keycloak = await client(issuer);
  const authenticated = await keycloak.init({
    ...INIT,
    redirectUri: returnAddress(issuer.id, window.location),
  });
  return authenticated ? keycloak.token : undefined;
}
