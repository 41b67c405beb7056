/**
 * Path-style object URLs (`<endpoint>/<bucket>/<prefix>/<key>`): MinIO and S3 both answer them, and no DNS name per
 * bucket is needed. Every path segment is percent-encoded on its own so a key's `/` stays a folder separator while
 * `?`, `#`, `%` or spaces stay part of the name.
 */

/** Trims the prefix's outer slashes and checks its segments like a key's ('' means no prefix). */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  if (trimmed !== '') checkSegments(trimmed, 'prefix');
  return trimmed;
}

/** `<endpoint>/<bucket>`, without a trailing slash on the endpoint. */
export function bucketUrl(endpoint: string, bucket: string): string {
  return `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}`;
}

/** The object's URL; `prefix` must come from normalizePrefix. */
export function objectUrl(endpoint: string, bucket: string, prefix: string, key: string): string {
  checkSegments(key, 'key');
  const path = prefix === '' ? key : `${prefix}/${key}`;
  return `${bucketUrl(endpoint, bucket)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * `.` and `..` survive encodeURIComponent and the URL parser resolves them, so such a key would reach objects
 * outside the prefix (or another bucket); an empty segment is almost always a joining mistake.
 */
function checkSegments(path: string, what: 'key' | 'prefix'): void {
  if (path.split('/').some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(
      `S3 ${what} must be plain path segments (no empty, '.' or '..'): ${JSON.stringify(path)}`,
    );
}
