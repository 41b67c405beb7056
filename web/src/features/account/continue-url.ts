/**
 * The continueUrl of a mailed link, as an in-app path. Only this site's own pages are accepted
 * (a path, or an absolute URL on this origin), so a crafted link cannot send the user elsewhere.
 */
export function continuePath(continueUrl: string | null, origin = window.location.origin): string | null {
  if (!continueUrl) return null;
  let url: URL;
  try {
    url = new URL(continueUrl, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
