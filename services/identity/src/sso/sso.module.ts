import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthModule } from '../auth/auth.module';
import { SessionReply } from '../auth/session-reply';
import { SINGLE_SIGN_ON } from '../provider/single-sign-on';
import { SessionsModule } from '../sessions/sessions.module';
import { KeycloakIdentityAdapter } from './keycloak-identity.adapter';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoController } from './sso.controller';

/** Single sign-on: the Keycloak adapter of the SingleSignOnProvider port and its two calls. */
@Module({
  imports: [AccountsModule, AuthModule, SessionsModule],
  controllers: [SsoController],
  providers: [
    SessionReply,
    SsoAccountsService,
    KeycloakIdentityAdapter,
    { provide: SINGLE_SIGN_ON, useExisting: KeycloakIdentityAdapter },
  ],
})
export class SsoModule {}
