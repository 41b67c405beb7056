/**
 * A cookie that only says "this browser holds a refresh cookie", readable by the app (the refresh cookie itself is
 * httpOnly and scoped to /api/account). It lives and dies with the refresh cookie, so a visitor without it skips
 * POST account/refresh on load: the log-in page renders at once instead of after a round trip and a logged 401.
 * It carries no secret: forging it costs one refresh answered 401, which clears it again.
 */
export const SESSION_HINT_COOKIE = 'chalktalk_signed_in';

export interface SessionHintCookieOptions {
  secure: boolean;
}

export function sessionHintCookie(expiresAt: Date, opts: SessionHintCookieOptions, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return serialize('1', maxAge, expiresAt, opts);
}

export function clearedSessionHintCookie(opts: SessionHintCookieOptions): string {
  return serialize('', 0, new Date(0), opts);
}

function serialize(value: string, maxAge: number, expires: Date, opts: SessionHintCookieOptions): string {
  // Path=/ so every page of the app reads it; not HttpOnly, since reading it is its whole job.
  const parts = [
    `${SESSION_HINT_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${expires.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}
