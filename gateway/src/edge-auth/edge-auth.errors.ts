import { AppError } from '@chalktalk/domain';

/** Identity (the key set) could not be reached: not the user's fault, so never a 401 that would log them out. */
export const keysUnavailable = () =>
  new AppError('G006', { message: 'The service is unavailable. Please try again.' });
