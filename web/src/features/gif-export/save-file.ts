/** A file name a browser accepts: the play's name, or "play", without path or reserved characters. */
export function playFileName(name: string | undefined, extension: 'gif' | 'mp4'): string {
  // Control characters as spaces first (a regular expression naming them trips no-control-regex).
  const base = Array.from(name ?? '', (c) => (c < ' ' ? ' ' : c))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'play'}.${extension}`;
}

export const gifFileName = (name: string | undefined) => playFileName(name, 'gif');

/**
 * The file's address asking the files route to send it as an attachment named `fileName` (render service:
 * `?download=`), so following the link saves the file even from another origin, where browsers ignore the
 * link's download attribute.
 */
export function downloadUrl(url: string, fileName: string): string {
  try {
    const target = new URL(url, window.location.href);
    target.searchParams.set('download', fileName);
    return target.href;
  } catch {
    return url;
  }
}

/**
 * Saves the file at `url` as `fileName` the way a download link would, when the browser can: the URL is of this
 * site (browsers ignore the download attribute across origins and would navigate to the picture instead,
 * leaving the designer) and the page is in view (a download started from a hidden tab is blocked or goes
 * unnoticed). Answers whether it did; when not, the user saves it by hand through the link.
 */
export function saveFileAutomatically(url: string, fileName: string): boolean {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return false;
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.origin !== window.location.origin) return false;
  const link = document.createElement('a');
  link.href = target.href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
  return true;
}
