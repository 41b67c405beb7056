/**
 * The app icons of each edition (web app manifest, apple-touch-icon): chalk marks of a play, an X, an O and
 * the arrow between them, on the brand's navy with the edition's accent. Drawn as SVG here and rasterised by
 * `make-icons.mjs` with Debian's Chromium; the PNGs are committed (a few kB each) so builds need no browser.
 */
export const EDITION_ACCENTS = { hoops: '#ff4f00', lacrosse: '#2bb3c0', football: '#3fa34d' };
export const BRAND_NAVY = '#000229';

/** `padding` leaves room for the maskable safe zone (the inner 80 % circle). */
export function editionIconSvg(edition, size, { padding = 0 } = {}) {
  const accent = EDITION_ACCENTS[edition];
  const inner = 100 - padding * 2;
  const scale = inner / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${padding ? 0 : 18}" fill="${BRAND_NAVY}"/>
  <g transform="translate(${padding} ${padding}) scale(${scale})" fill="none" stroke-linecap="round" stroke-width="7">
    <path d="M18 62 L38 82 M38 62 L18 82" stroke="#ffffff"/>
    <circle cx="70" cy="28" r="12" stroke="${accent}"/>
    <path d="M34 56 C 40 34, 50 28, 56 30" stroke="#ffffff" stroke-dasharray="0.1 11"/>
    <path d="M49 22 L57 30 L47 36" stroke="#ffffff"/>
  </g>
</svg>`;
}
