import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.types';
import { JwtAuthGuard } from './jwt-auth.guard';
import { RefusalList } from './revocation/refusal-list';
import { RefusedAccessStore } from './revocation/refused-access.store';
import { REVOCATION_POLL_MS, RevocationSync } from './revocation/revocation-sync.service';
import { SessionsEndedHandler } from './revocation/sessions-ended.handler';

const DEFAULT_REVOCATION_POLL_MS = 1000;

@Module({})
export class AuthModule {
  /**
   * Registers JwtAuthGuard for every route of the app (opt out per route with @Public()) and, unless
   * `sessionRevocation` is false, the refusal of tokens whose session ended: it needs DatabaseModule (the
   * platform migrations) and EventBusModule in the same app.
   */
  static forRoot(options: AuthModuleOptions): DynamicModule {
    const revocation = options.sessionRevocation ?? {};
    const revocationProviders: Provider[] =
      revocation === false
        ? []
        : [
            {
              provide: REVOCATION_POLL_MS,
              useValue: revocation.pollIntervalMs ?? DEFAULT_REVOCATION_POLL_MS,
            },
            RefusedAccessStore,
            RevocationSync,
            SessionsEndedHandler,
          ];
    return {
      module: AuthModule,
      global: true,
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        RefusalList,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        ...revocationProviders,
      ],
      exports: [AUTH_OPTIONS, RefusalList],
    };
  }
}
