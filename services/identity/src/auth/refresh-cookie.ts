export const REFRESH_COOKIE = 'chalktalk_refresh';

export interface RefreshCookieOptions {
  path: string;
  secure: boolean;
}

/** Serialises the refresh cookie: httpOnly so scripts never see it, Lax so cross-site posts do not carry it. */
export function refreshCookie(
  token: string,
  expiresAt: Date,
  opts: RefreshCookieOptions,
  now = new Date(),
): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return serialize(token, maxAge, expiresAt, opts);
}

export function clearedRefreshCookie(opts: RefreshCookieOptions): string {
  return serialize('', 0, new Date(0), opts);
}

function serialize(value: string, maxAge: number, expires: Date, opts: RefreshCookieOptions): string {
  const parts = [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${opts.path}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads our cookie from a Cookie header; tokens are base64url, so no decoding is needed. */
export function readRefreshCookie(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const pair of joined.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() === REFRESH_COOKIE) {
      const value = pair.slice(eq + 1).trim();
      return value.length > 0 ? value : undefined;
    }
  }
  return undefined;
}
