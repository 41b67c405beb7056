/** scheme://host:port of a URL, lower-cased, default ports left out (as URL.origin writes it). */
export function originOf(url: string): string {
  return new URL(url).origin.toLowerCase();
}

export function isTrustedOrigin(url: string, trusted: readonly string[]): boolean {
  try {
    return trusted.includes(originOf(url));
  } catch {
    return false;
  }
}
