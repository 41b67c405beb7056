import { isApiError } from '../../../api/api-error';

/**
 * True when identity answers a login with "solve a bot check first" (G001 on `token`, reason 'required'): the
 * account had several failed logins, so each attempt must carry a solved challenge (identity README, login throttle).
 */
export function isBotCheckRequest(error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'G001' || !Array.isArray(error.details)) return false;
  return error.details.some(
    (issue: unknown) =>
      typeof issue === 'object' &&
      issue !== null &&
      (issue as { path?: unknown }).path === 'token' &&
      (issue as { reason?: unknown }).reason === 'required',
  );
}
