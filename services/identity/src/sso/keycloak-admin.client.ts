import { createLogger, type TrustedIssuer } from '@chalktalk/platform';

/** A confidential client of the realm whose service account may view and manage users. */
export interface KeycloakAdminClient {
  clientId: string;
  clientSecret: string;
}

interface AdminToken {
  value: string;
  until: number;
}

/**
 * Writes the linked Chalktalk account id onto the realm user (the attribute the realm maps into its access tokens
 * as the issuer's accountClaim), so services can accept the realm's own tokens for that account. Uses the realm's
 * admin REST API with a client-credentials token of the identity client, cached until shortly before it expires.
 */
export class KeycloakAdmin {
  private readonly log = createLogger('keycloak-admin');
  private token?: AdminToken;

  constructor(
    private readonly issuer: TrustedIssuer,
    private readonly client: KeycloakAdminClient,
    private readonly timeoutMs = 10_000,
  ) {}

  /** `<base>/realms/<realm>` → `<base>/admin/realms/<realm>`. */
  private adminUrl(path: string): string {
    const at = this.issuer.issuer.lastIndexOf('/realms/');
    return `${this.issuer.issuer.slice(0, at)}/admin${this.issuer.issuer.slice(at)}${path}`;
  }

  async setAccountId(subject: string, accountId: string): Promise<void> {
    const userUrl = this.adminUrl(`/users/${encodeURIComponent(subject)}`);
    const user = (await this.call('GET', userUrl)) as { attributes?: Record<string, string[]> };
    if (user.attributes?.[this.issuer.accountClaim]?.[0] === accountId) return;
    // A full representation back: a partial one would drop the attributes the user profile manages.
    await this.call('PUT', userUrl, {
      ...user,
      attributes: { ...user.attributes, [this.issuer.accountClaim]: [accountId] },
    });
    this.log.info({ issuer: this.issuer.id, subject, accountId }, 'linked account written to the realm user');
  }

  private async call(method: 'GET' | 'PUT', url: string, body?: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${await this.bearer()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 401) this.token = undefined;
    if (!response.ok) throw new Error(`Keycloak admin ${method} answered ${response.status}`);
    return response.status === 204 ? undefined : response.json();
  }

  private async bearer(): Promise<string> {
    if (this.token && Date.now() < this.token.until) return this.token.value;
    const response = await fetch(`${this.issuer.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.client.clientId,
        client_secret: this.client.clientSecret,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`Keycloak token endpoint answered ${response.status}`);
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: answer.access_token, until: Date.now() + (answer.expires_in - 30) * 1000 };
    return answer.access_token;
  }
}
