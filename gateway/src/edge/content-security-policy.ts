/**
 * The Content-Security-Policy of every answer (HTML, API, static files, errors). Only what the built web app
 * (web/dist, Vite) really loads:
 * - scripts: its own module chunks; no inline script, no eval, no inline event handlers;
 * - styles: its own CSS files, plus inline styles: React `style` attributes, and the <style> elements a component
 *   kit (Mantine) injects for its CSS variables; inline *script* stays forbidden;
 * - images: its own (logos, GIFs from /api/render/files), data: (logo previews read with FileReader), blob:
 *   (GIF previews and downloads) and the thumbnails of the video hosts a post or document may link to
 *   (VIDEO_THUMBNAIL_ORIGINS: spec 3 §5 names youtube, vimeo and hudl; the team feed shows their cards);
 * - the bot check's Web Worker (altcha) is a chunk of its own origin;
 * - the invite preview and the dev mailbox show mail HTML in sandboxed srcdoc frames (they inherit this policy);
 * - it calls only /api on its own origin;
 * - nobody may frame it (clickjacking), and forms and <base> stay on its origin.
 * Single sign-on: keycloak-js exchanges the authorization code at the realm's token endpoint, so the origins of
 * the SSO issuers (SSO_ISSUERS) are in connect-src; it uses no iframe (checkLoginIframe off), so no frame-src.
 * GIF posters and files may come from another origin (MEDIA_ORIGINS): see contentSecurityPolicy.
 * The billing pages load the card-payment script (Stripe.js) from PAYMENT_ORIGINS, which it also calls and frames.
 */
/**
 * Where the video hosts serve thumbnails: YouTube's image host (oEmbed and the id-only fallback both answer it),
 * Vimeo's CDN, and Hudl's own hosts (its page's Open Graph image). Images only: they run nothing, and the
 * Referrer-Policy (same-origin) keeps the page's address from going with the request.
 */
export const VIDEO_THUMBNAIL_ORIGINS: readonly string[] = [
  'https://i.ytimg.com',
  'https://i.vimeocdn.com',
  'https://*.hudl.com',
];

export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', ...VIDEO_THUMBNAIL_ORIGINS],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy with the origins GIF files and posters are served from when that is not the page's own origin
 * (render's RENDER_PUBLIC_BASE_URL on a CDN or bucket, or the embedded product naming itself localhost while it
 * is browsed as 127.0.0.1), allowed for images and media only.
 */
export function contentSecurityPolicy(
  mediaOrigins: readonly string[],
  paymentOrigins: readonly string[] = [],
  ssoOrigins: readonly string[] = [],
): Readonly<Record<string, readonly string[]>> {
  if (mediaOrigins.length === 0 && paymentOrigins.length === 0 && ssoOrigins.length === 0) {
    return CONTENT_SECURITY_POLICY;
  }
  const plus = (name: string, origins: readonly string[]) => [
    ...(CONTENT_SECURITY_POLICY[name] ?? []),
    ...origins,
  ];
  return {
    ...CONTENT_SECURITY_POLICY,
    'img-src': plus('img-src', mediaOrigins),
    'media-src': plus('media-src', mediaOrigins),
    'script-src': plus('script-src', paymentOrigins),
    'connect-src': plus('connect-src', [...paymentOrigins, ...ssoOrigins]),
    'frame-src': plus('frame-src', paymentOrigins),
  };
}
