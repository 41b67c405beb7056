import { inputIssues, isApiError } from '../../../api/api-error';

/** A010, or input refused because of the code itself, means the link is invalid or expired. */
export function isBadCode(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'A010' || inputIssues(error).some((issue) => issue.path === 'oobCode');
}
