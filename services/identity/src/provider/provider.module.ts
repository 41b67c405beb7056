import { Module } from '@nestjs/common';
import { AccountActionsController } from '../account-actions/account-actions.controller';
import { AccountActionsService } from '../account-actions/account-actions.service';
import { AccountChangesController } from '../account-changes/account-changes.controller';
import { AccountChangesService } from '../account-changes/account-changes.service';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthController } from '../auth/auth.controller';
import { AuthModule } from '../auth/auth.module';
import { SessionReply } from '../auth/session-reply';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { IDENTITY_PROVIDER } from './identity-provider';
import { LocalIdentityProvider } from './local-identity-provider';

/**
 * The account calls and the provider behind them. Swapping LocalIdentityProvider for another adapter (Keycloak)
 * is a change of this one binding.
 */
@Module({
  imports: [AccountMailModule, AccountsModule, AuthModule, SessionsModule, ThrottleModule],
  controllers: [AuthController, AccountActionsController, AccountChangesController],
  providers: [
    AccountActionsService,
    AccountChangesService,
    SessionReply,
    LocalIdentityProvider,
    { provide: IDENTITY_PROVIDER, useExisting: LocalIdentityProvider },
  ],
  exports: [IDENTITY_PROVIDER],
})
export class ProviderModule {}
