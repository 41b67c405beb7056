import { AppError } from '@chalktalk/domain';
import { identityFailure } from '../provider/identity-failure';

export const emailTaken = () => identityFailure('email-exists');
export const accountNotFound = () => identityFailure('account-not-found');
export const incorrectPassword = () => identityFailure('wrong-password');
export const accountDisabled = () => identityFailure('user-disabled');
export const weakPassword = (field = 'password') =>
  identityFailure('weak-password', {
    details: [{ path: [field], message: 'Password should be at least 6 characters' }],
  });
export const recentLoginRequired = () => identityFailure('requires-recent-login');
export const profileNotFound = () => new AppError('G004');
