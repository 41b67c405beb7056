/** Top-level paths of this app: a mailed link to one of them opens here, whatever host it names. */
const APP_SEGMENTS = new Set([
  'email-action',
  'login',
  'signup',
  'forgot-password',
  'feed',
  'profile',
  'join-team',
  'playbook',
  'play',
  'schedule',
  'team',
  'documents',
  'community',
  'payment',
]);

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; inApp: string | null };

/**
 * The in-app path for a mailed link, or null for a link to another site. The mail's base URL can
 * differ from where the app runs (another port on a laptop), so app paths open here regardless.
 */
export function inAppPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const segment = url.pathname.split('/')[1] ?? '';
  if (url.origin !== origin && !APP_SEGMENTS.has(segment)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Splits a plain-text mail body into text and links. */
export function splitLinks(text: string, origin: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, inApp: inAppPath(href, origin) });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Links of an HTML-only mail, in order, each once. */
export function htmlLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/href\s*=\s*"(https?:\/\/[^"]+)"/gi)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
  return [...new Set(hrefs)];
}
