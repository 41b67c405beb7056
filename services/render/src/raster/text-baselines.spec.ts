import { parseTransform, snapTextBaselines } from './text-baselines';

/** The y written for the first text or tspan. */
const firstY = (svg: string) => Number(/<(?:text|tspan)[^>]*\sy="([^"]*)"/.exec(svg)![1]);
/** How far a device y is from the nearest pixel row. */
const offRow = (deviceY: number) => Math.abs(deviceY - Math.round(deviceY));

describe('snapTextBaselines', () => {
  it('moves a baseline scaled to a fractional device row onto the nearest row (viewBox scale 1.2)', () => {
    const svg = '<svg viewBox="0 0 100 100" width="120" height="120"><text x="5" y="10.3">1</text></svg>';
    // 10.3 * 1.2 = 12.36 → row 12 → y = 10.
    expect(firstY(snapTextBaselines(svg))).toBeCloseTo(10, 4);
    expect(snapTextBaselines(svg)).toContain('x="5"');
  });

  it('rounds half up like Skia, and counts the letterbox of a viewBox of another aspect', () => {
    // Scale min(200/100, 100/100) = 1, centred: x offset 50, y offset 0; device y 7.5 → 8.
    const svg = '<svg viewBox="0 0 100 100" width="200" height="100"><text y="7.5">a</text></svg>';
    expect(firstY(snapTextBaselines(svg))).toBeCloseTo(8, 4);
  });

  it('follows nested translations and a text inside a translated player glyph', () => {
    const svg =
      '<svg viewBox="-40 -40 580 500" width="800" height="600"><g><g transform="translate(123.4 56.78)">' +
      '<text x="0" y="5.51" font-size="15.75">2</text></g></g></svg>';
    const y = firstY(snapTextBaselines(svg));
    expect(offRow(1.2 * (56.78 + y) + 48)).toBeLessThan(1e-3);
    expect(Math.abs(y - 5.51)).toBeLessThanOrEqual(0.5 / 1.2 + 1e-6);
  });

  it('snaps each tspan line of a comment on its own', () => {
    const svg =
      '<svg viewBox="0 0 100 100" width="130" height="130"><g transform="translate(10 10)"><text>' +
      '<tspan x="4" y="13.6">one</tspan><tspan x="4" y="26.35">two</tspan></text></g></svg>';
    const ys = [...snapTextBaselines(svg).matchAll(/<tspan[^>]*\sy="([^"]*)"/g)].map((m) => Number(m[1]));
    expect(ys).toHaveLength(2);
    for (const y of ys) expect(offRow(1.3 * (10 + y))).toBeLessThan(1e-3);
  });

  it('snaps a label turned upside down on a flipped field (still axis-aligned)', () => {
    const svg =
      '<svg viewBox="0 0 100 100" width="120" height="120"><g transform="rotate(180 50 50)">' +
      '<g transform="translate(20.3 30.3)"><text y="3.3" transform="rotate(180)">1</text></g></g></svg>';
    const y = firstY(snapTextBaselines(svg));
    // Device y = 1.2 * (100 - (30.3 - y)).
    expect(offRow(1.2 * (100 - 30.3 + y))).toBeLessThan(1e-3);
  });

  it('leaves rotated text, y lists, unknown transforms and markup without text untouched', () => {
    const rotated =
      '<svg viewBox="0 0 100 100" width="120" height="120"><g transform="rotate(30)"><text y="3.3">1</text></g></svg>';
    const list = '<svg viewBox="0 0 100 100" width="120" height="120"><text y="3.3 4.4">1</text></svg>';
    const skewed =
      '<svg viewBox="0 0 100 100" width="120" height="120"><g transform="skewX(10)"><text y="3.3">1</text></g></svg>';
    const plain = '<svg viewBox="0 0 10 10" width="12" height="12"><circle cx="1" cy="2" r="3"/></svg>';
    for (const svg of [rotated, list, skewed, plain]) expect(snapTextBaselines(svg)).toBe(svg);
  });

  it('does not mistake data-y or a self-closed sibling for the text position', () => {
    const svg =
      '<svg viewBox="0 0 100 100" width="120" height="120"><g data-y="3.3"><rect x="1" y="2.2"/>' +
      '<text data-y="9" y="10.3">1</text></g></svg>';
    const out = snapTextBaselines(svg);
    expect(out).toContain('data-y="3.3"');
    expect(out).toContain('y="2.2"');
    expect(out).toContain('data-y="9"');
    expect(firstY(out)).toBeCloseTo(10, 4);
  });
});

describe('parseTransform', () => {
  it('composes translate, scale, rotate about a centre and matrix left to right', () => {
    expect(parseTransform('translate(10 20) scale(2)')).toEqual([2, 0, 0, 2, 10, 20]);
    const turned = parseTransform('rotate(90 10 0)')!;
    // (10, 0) is the centre and stays; (0, 0) goes to (10, -10).
    expect(turned[4]).toBeCloseTo(10, 9);
    expect(turned[5]).toBeCloseTo(-10, 9);
    expect(parseTransform('matrix(1 0 0 1 3 4)')).toEqual([1, 0, 0, 1, 3, 4]);
    expect(parseTransform('skewX(10)')).toBeUndefined();
  });
});
