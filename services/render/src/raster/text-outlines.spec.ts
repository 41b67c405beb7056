import { Resvg } from '@resvg/resvg-js';
import { resolveSansSerifFonts } from './sans-serif-fonts';
import { TextOutlines } from './text-outlines';

/** A stand-in for resvg: "outlines" a text as a path naming it, and counts the calls. */
function fakeOutliner() {
  const asked: string[] = [];
  const outline = (svg: string) => {
    asked.push(svg);
    const text = /<text[\s\S]*<\/text>/.exec(svg)![0];
    return `<svg width="1" height="1" xmlns="http://www.w3.org/2000/svg">\n  <defs/>\n  <path data-of="${encodeURIComponent(text)}"/>\n</svg>\n`;
  };
  return { asked, outline };
}

const label = (y: string, extra = '') =>
  `<text x="0" y="${y}" font-size="15.75" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#ffffff"${extra}>2</text>`;

describe('TextOutlines', () => {
  it('outlines a label once and puts it back at each frame’s y with a group', () => {
    const { asked, outline } = fakeOutliner();
    const texts = new TextOutlines(outline);
    const first = texts.replace(`<svg><g transform="translate(10 20)">${label('5.51')}</g></svg>`);
    const second = texts.replace(`<svg><g transform="translate(30 40)">${label('5.9')}</g></svg>`);
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toContain(' y="');
    expect(first).toMatch(
      /<g transform="translate\(10 20\)"><g transform="translate\(0 5\.51\)"><path data-of=/,
    );
    expect(second).toContain('<g transform="translate(0 5.9)"><path');
    expect(first).not.toContain('<text');
    expect(texts.size).toBe(1);
  });

  it('keeps the text’s own transform before the move to its y (a label upright on a flipped field)', () => {
    const { outline } = fakeOutliner();
    const out = new TextOutlines(outline).replace(label('5.51', ' transform="rotate(180)"'));
    expect(out).toMatch(/^<g transform="rotate\(180\) translate\(0 5\.51\)"><path/);
  });

  it('caches a comment with tspans whole, lines and all', () => {
    const { asked, outline } = fakeOutliner();
    const texts = new TextOutlines(outline);
    const comment =
      '<text font-size="12" font-family="sans-serif" fill="#111111"><tspan x="4" y="14">Screen left,</tspan><tspan x="4" y="28">then cut</tspan></text>';
    const out = texts.replace(`<svg>${comment}</svg>`);
    texts.replace(`<svg>${comment}</svg>`);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(comment);
    expect(out).toBe(`<svg><path data-of="${encodeURIComponent(comment)}"/></svg>`);
  });

  it('leaves a text that inherits its font or colour from a group as text', () => {
    const { asked, outline } = fakeOutliner();
    const inherited =
      '<g fill="#777" font-size="20" font-family="sans-serif"><text x="5" y="9">10</text></g>';
    expect(new TextOutlines(outline).replace(inherited)).toBe(inherited);
    expect(asked).toHaveLength(0);
  });

  it('starts over when full, so a long-lived renderer’s memory stays bounded', () => {
    const { outline } = fakeOutliner();
    const texts = new TextOutlines(outline, 2);
    for (const n of ['1', '2', '3']) texts.replace(label('1').replace('>2<', `>${n}<`));
    expect(texts.size).toBe(1);
  });

  it('with resvg, a frame drawn from the outlines has the same pixels as drawn from its text', () => {
    const fonts = resolveSansSerifFonts();
    const font = { loadSystemFonts: false, fontFiles: fonts.files, sansSerifFamily: fonts.family };
    const texts = new TextOutlines((svg) => new Resvg(svg, { font }).toString());
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="200" height="100">' +
      `<g transform="translate(20 20)"><circle r="12" fill="#000229"/>${label('5.51')}</g>` +
      '<g transform="translate(40 4)"><text font-size="12" font-family="sans-serif" fill="#111111">' +
      '<tspan x="4" y="14">Cut hard</tspan><tspan x="4" y="28">to the rim</tspan></text></g></svg>';
    const draw = (markup: string) => new Resvg(markup, { font, background: '#ffffff' }).render().pixels;
    const outlined = texts.replace(svg);
    expect(outlined).not.toContain('<text');
    expect(draw(outlined).equals(draw(svg))).toBe(true);
    // The comparison can fail: without its text the frame is another picture.
    expect(draw(svg.replace(/<text[\s\S]*?<\/text>/g, '')).equals(draw(svg))).toBe(false);
  });
});
