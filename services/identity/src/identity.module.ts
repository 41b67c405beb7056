import { type DynamicModule, Module } from '@nestjs/common';
import { platformEntities, serviceModule } from '@chalktalk/platform';
import { AccountEntity } from './accounts/account.entity';
import { AccountsModule } from './accounts/accounts.module';
import { ActionCodeEntity } from './action-codes/action-code.entity';
import { BotCheckModule } from './bot-check/bot-check.module';
import { ServerSecretEntity } from './bot-check/server-secret.entity';
import { UsedBotTokenEntity } from './bot-check/used-bot-token.entity';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';
import { KeysModule } from './keys/keys.module';
import { LocalKeyResolver } from './keys/local-key-resolver';
import { SigningKeyEntity } from './keys/signing-key.entity';
import { identityMigrations } from './migrations';
import { ProviderModule } from './provider/provider.module';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SsoLinkEntity } from './sso/sso-link.entity';
import { SsoModule } from './sso/sso.module';
import { TeamEventsModule } from './team-events/team-events.module';
import { LoginFailureEntity } from './throttle/login-failure.entity';

export const identityEntities = [
  ...platformEntities,
  AccountEntity,
  RefreshTokenEntity,
  SigningKeyEntity,
  ServerSecretEntity,
  UsedBotTokenEntity,
  LoginFailureEntity,
  ActionCodeEntity,
  SsoLinkEntity,
];

export const IDENTITY_SERVICE_NAME = 'identity';

@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    const localKeys = new LocalKeyResolver();
    return serviceModule(IdentityModule, {
      service: IDENTITY_SERVICE_NAME,
      config,
      configToken: IDENTITY_CONFIG,
      entities: identityEntities,
      migrations: identityMigrations,
      // Identity issues the tokens, so it verifies them with its own keys rather than fetching its JWKS.
      auth: { jwksUrl: undefined, keyResolver: localKeys.resolve, trustedIssuers: config.SSO_ISSUERS },
      imports: [AccountsModule, ProviderModule, BotCheckModule, KeysModule, TeamEventsModule, SsoModule],
      providers: [{ provide: LocalKeyResolver, useValue: localKeys }],
      exports: [LocalKeyResolver],
    });
  }
}
