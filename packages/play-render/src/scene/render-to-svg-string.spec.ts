import { createAnimation } from '@chalktalk/domain';
import { renderPlayToSvgString } from './render-to-svg-string';
import { tenPlayerPlay } from '../testing/plays';

// Node environment on purpose: the render service draws without a DOM.
describe('renderPlayToSvgString in Node', () => {
  it('gives a standalone SVG document of the instant, sized as asked', () => {
    const svg = renderPlayToSvgString(tenPlayerPlay(), 500, { width: 800, height: 600 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toMatch(/ width="800" height="600"/);
    expect(svg.match(/data-kind="player"/g)).toHaveLength(10);
    expect(svg).toContain('data-t="500"');
  });

  it('draws the same markup with a shared animation as with the one-call form', () => {
    const play = tenPlayerPlay();
    const animation = createAnimation(play, 2);
    for (const t of [0, 700, 1900, 4000])
      expect(renderPlayToSvgString(play, t, { animation })).toBe(
        renderPlayToSvgString(play, t, { speed: 2 }),
      );
  });
});
