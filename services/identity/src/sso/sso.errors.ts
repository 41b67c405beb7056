import { AppError } from '@chalktalk/domain';
import { UnauthenticatedError } from '@chalktalk/platform';

/** The realm token did not verify (unknown issuer, bad signature, wrong audience or client, expired). */
export const ssoTokenRefused = () => new UnauthenticatedError('Invalid or expired token');

/** Accounts link by verified email only: an unverified address could be anyone's. */
export const ssoEmailNotVerified = () =>
  new AppError('G003', {
    message: 'Your club sign-in has no verified email address. Please verify it with your club first.',
    details: [{ path: 'token', message: 'email_verified is not true' }],
  });
