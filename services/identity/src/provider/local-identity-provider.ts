import { Injectable } from '@nestjs/common';
import { AccountActionsService } from '../account-actions/account-actions.service';
import { AccountChangesService } from '../account-changes/account-changes.service';
import { AuthService } from '../auth/auth.service';
import type { Caller, IdentityProvider, LoginInput, NewAccountInput } from './identity-provider';
import { toAccountError } from './identity-failure';

/** Runs a provider operation and turns what escapes into account codes (network failures into G006). */
async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAccountError(error);
  }
}

/** The built-in identity provider: credentials, sessions and action codes in this service's own database. */
@Injectable()
export class LocalIdentityProvider implements IdentityProvider {
  constructor(
    private readonly auth: AuthService,
    private readonly actions: AccountActionsService,
    private readonly changes: AccountChangesService,
  ) {}

  createAccount(input: NewAccountInput) {
    return mapped(() => this.auth.createAccount(input));
  }
  login(input: LoginInput, address: string) {
    return mapped(() => this.auth.login(input, address));
  }
  refresh(refreshToken: string | undefined) {
    return mapped(() => this.auth.refresh(refreshToken));
  }
  logout(refreshToken: string | undefined) {
    return mapped(() => this.auth.logout(refreshToken));
  }
  reauthenticate(caller: Caller, password: string) {
    return mapped(() => this.auth.reauthenticate(caller, password));
  }
  sendPasswordReset(email: string, edition: string | undefined, address: string) {
    return mapped(() => this.actions.sendPasswordReset(email, edition, address));
  }
  sendEmailVerification(caller: Caller) {
    return mapped(() => this.actions.sendEmailVerification(caller));
  }
  checkActionCode(oobCode: string) {
    return mapped(() => this.actions.checkActionCode(oobCode));
  }
  applyActionCode(oobCode: string) {
    return mapped(() => this.actions.applyActionCode(oobCode));
  }
  confirmPasswordReset(oobCode: string, newPassword: string) {
    return mapped(() => this.actions.confirmPasswordReset(oobCode, newPassword));
  }
  updateName(caller: Caller, name: { firstName: string; lastName: string }) {
    return mapped(() => this.changes.updateName(caller, name));
  }
  changeEmail(caller: Caller, newEmail: string) {
    return mapped(() => this.changes.changeEmail(caller, newEmail));
  }
  changePassword(caller: Caller, newPassword: string) {
    return mapped(() => this.changes.changePassword(caller, newPassword));
  }
  deleteAccount(caller: Caller) {
    return mapped(() => this.changes.deleteAccount(caller));
  }
}
