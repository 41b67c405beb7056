import { AppError, GUARD_MESSAGES } from '@chalktalk/domain';

export const teamNotFound = () => new AppError('G004');
export const eventNotFound = () => new AppError('G004', { message: 'This event no longer exists.' });
export const noPermission = () => new AppError('G003');
export const membershipPending = () => new AppError('G003', { message: GUARD_MESSAGES.membershipPending });
export const subscriptionInactive = () =>
  new AppError('G003', { message: GUARD_MESSAGES.subscriptionInactive });
export const featureNotIncluded = () => new AppError('G003', { message: GUARD_MESSAGES.featureNotIncluded });
export const invalidRequest = (message: string, path?: string) =>
  new AppError('G001', { message, details: path ? [{ path, message }] : undefined });
