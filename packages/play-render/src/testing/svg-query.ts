/**
 * Test helpers: parse rendered markup (jsdom's DOMParser) and read the data attributes the renderer
 * writes, so tests assert on structure rather than on snapshots.
 */
export function parseSvg(markup: string): Element {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg') throw new Error(`Not an SVG document: ${markup.slice(0, 120)}`);
  return root;
}

export function all(root: Element, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

export function one(root: Element, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

export function fieldPosition(element: Element): { x: number; y: number } {
  return { x: Number(element.getAttribute('data-x')), y: Number(element.getAttribute('data-y')) };
}

/** The translate(x y) of a placed glyph, in SVG units. */
export function translation(element: Element): { x: number; y: number } {
  const match = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(element.getAttribute('transform') ?? '');
  if (!match) throw new Error('No translate() on element');
  return { x: Number(match[1]), y: Number(match[2]) };
}

/** The points of an M/L path. */
export function pathPoints(d: string): { x: number; y: number }[] {
  return Array.from(d.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g), (m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}
