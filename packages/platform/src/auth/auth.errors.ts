import { AppError } from '@chalktalk/domain';

/**
 * G003 answered as 401: the caller is not authenticated (no token, or one we cannot verify). The catalogue's
 * G003 status (403) stays for "authenticated but not allowed", which services throw as plain AppError('G003').
 */
export class UnauthenticatedError extends AppError {
  constructor(reason: string) {
    super('G003', { status: 401, details: [{ message: reason }] });
  }
}
