/** The parts of the WHATWG URL the document rules read. */
export interface ParsedUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
  toString(): string;
}

/**
 * The WHATWG URL parser, which every runtime of this package has (browsers, Node); the package's lib (ES2023, no
 * DOM or Node types) does not declare it, hence the lookup on globalThis. Null when the text is not a URL.
 */
export function parseUrl(input: string): ParsedUrl | null {
  const Url = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;
  try {
    return new Url(input);
  } catch {
    return null;
  }
}
