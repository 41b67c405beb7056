/** Any character that standard base64 text cannot hold (padding is checked apart). */
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * Whether text is standard base64: its alphabet, with at most two `=` and only at the end. Files up to 20 MB
 * arrive as ~28 million characters, so this is a scan without backtracking: a pattern such as
 * `^[A-Za-z0-9+/]+={0,2}$` keeps a backtrack entry per character and overflowed V8's regexp stack on such a
 * body ("Maximum call stack size exceeded" from RegExp.test, a 500 instead of the input error) in a process
 * whose heap had grown to 1.9 GB.
 */
export function isBase64Text(text: string): boolean {
  if (text.length === 0 || NOT_BASE64.test(text)) return false;
  const padding = text.indexOf('=');
  if (padding < 0) return true;
  if (padding === 0 || text.length - padding > 2) return false;
  return padding === text.length - 1 || text.charCodeAt(text.length - 1) === 0x3d;
}
