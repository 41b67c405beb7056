import { Inject, Injectable } from '@nestjs/common';
import { createLogger, type TrustedIssuer } from '@chalktalk/platform';
import { AuthService } from '../auth/auth.service';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { toAccountError } from '../provider/identity-failure';
import type { SessionResult } from '../provider/identity-provider';
import type { SingleSignOnProvider, SsoIssuerInfo } from '../provider/single-sign-on';
import { KeycloakAdmin } from './keycloak-admin.client';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoTokenChecker } from './sso-token-checker';
import { ssoEmailNotVerified } from './sso.errors';

/**
 * Keycloak behind the identity port: a realm access token (obtained by keycloak-js with authorization code + PKCE)
 * becomes a Chalktalk session for the account linked to the realm user by verified email.
 */
@Injectable()
export class KeycloakIdentityAdapter implements SingleSignOnProvider {
  private readonly log = createLogger('keycloak-sso');
  private readonly checker: SsoTokenChecker;
  private readonly admins = new Map<string, KeycloakAdmin>();

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly links: SsoAccountsService,
    private readonly auth: AuthService,
  ) {
    this.checker = new SsoTokenChecker(config.SSO_ISSUERS);
    for (const issuer of config.SSO_ISSUERS) {
      const client = config.KEYCLOAK_ADMIN_CLIENTS[issuer.id];
      if (client) this.admins.set(issuer.id, new KeycloakAdmin(issuer, client));
    }
  }

  issuers(): SsoIssuerInfo[] {
    return this.config.SSO_ISSUERS.map(({ id, name, issuer, clientId }) => ({ id, name, issuer, clientId }));
  }

  async signIn({ token, edition }: { token: string; edition: string }): Promise<SessionResult> {
    const identity = await this.checker.check(token);
    if (!identity.emailVerified) throw ssoEmailNotVerified();
    try {
      const { account } = await this.links.accountFor(identity, edition);
      await this.writeLink(identity.issuer, identity.subject, account.id);
      return await this.auth.signedIn(account, identity.authTime);
    } catch (error) {
      throw toAccountError(error);
    }
  }

  /**
   * Best effort, on every sign-in (one admin read when the attribute is already right): the Chalktalk session works
   * without it; only the realm's own tokens need the account claim, and the next sign-in retries a failed write.
   */
  private async writeLink(issuer: TrustedIssuer, subject: string, accountId: string): Promise<void> {
    const admin = this.admins.get(issuer.id);
    if (!admin) return;
    try {
      await admin.setAccountId(subject, accountId);
    } catch (error) {
      this.log.warn(
        { issuer: issuer.id, subject, err: error },
        'could not write the linked account to the realm',
      );
    }
  }
}
