import { AppError } from '@chalktalk/domain';

/**
 * G003 with 401: the caller is not authenticated (no token, or one the edge cannot verify), as the services answer
 * it; plain G003 (403) stays for "authenticated but not allowed".
 */
export function unauthenticated(reason: string): AppError {
  const error = new AppError('G003', { details: [{ message: reason }] });
  (error as { status: number }).status = 401;
  return error;
}

/** Identity (the key set) could not be reached: not the user's fault, so never a 401 that would log them out. */
export const keysUnavailable = () =>
  new AppError('G006', { message: 'The service is unavailable. Please try again.' });
