/**
 * Turning text into glyph outlines (shaping, then one path per glyph) was a third of resvg's time per frame
 * (~2 of 7.5 ms of CPU for the ten labels of the benchmark play), and a play draws the same few texts in every
 * frame: jersey numbers, roles, a comment while its frame runs. This swaps every `<text>` of a frame for the
 * outlines resvg made of it the first time it was seen, so a label costs its shaping once per renderer.
 *
 * Only texts that carry their own font-family, font-size and fill are cached (play-render's labels, comments
 * and title): their outlines do not depend on anything inherited. A text without tspans is cached without its
 * `y` and `transform` and put back in place with a wrapping group, so a label moving across the field stays
 * one entry; a text with tspans (a comment's lines) is cached whole. Anything else is left as text.
 */
const TEXT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;
const SELF_CONTAINED = ['font-family', 'font-size', 'fill'];

/** Makes the outlines of one standalone `<svg>` holding a text: resvg's own simplified markup (paths). */
export type Outliner = (svg: string) => string;

export class TextOutlines {
  private readonly cache = new Map<string, string>();

  /** `maxEntries` bounds the memory of a long-lived renderer; the cache starts over when full. */
  constructor(
    private readonly outline: Outliner,
    private readonly maxEntries = 2000,
  ) {}

  get size(): number {
    return this.cache.size;
  }

  /** The frame with its cacheable texts replaced by their outlines. */
  replace(svg: string): string {
    return svg.replace(TEXT, (whole, attributes: string, content: string) => {
      if (!SELF_CONTAINED.every((name) => new RegExp(`\\s${name}="`).test(attributes))) return whole;
      if (content.includes('<tspan')) return this.outlines(whole);
      const y = /\sy="([^"]*)"/.exec(attributes)?.[1];
      const transform = /\stransform="([^"]*)"/.exec(attributes)?.[1];
      const key = whole.replace(/\s(y|transform)="[^"]*"/g, '');
      const place = [transform, y !== undefined && `translate(0 ${y})`].filter(Boolean).join(' ');
      return place ? `<g transform="${place}">${this.outlines(key)}</g>` : this.outlines(key);
    });
  }

  private outlines(text: string): string {
    let paths = this.cache.get(text);
    if (paths === undefined) {
      if (this.cache.size >= this.maxEntries) this.cache.clear();
      const simplified = this.outline(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${text}</svg>`,
      );
      paths = simplified
        .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/<defs\s*\/>/, '')
        .trim();
      this.cache.set(text, paths);
    }
    return paths;
  }
}
