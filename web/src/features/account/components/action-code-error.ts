import { isApiError } from '../../../api/api-error';

/** A010 (and malformed input) means the code itself is bad: the link is invalid or expired. */
export function isBadCode(error: unknown): boolean {
  return isApiError(error) && (error.code === 'A010' || error.code === 'G001');
}
