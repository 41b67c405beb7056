/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { addComment, addPiece, playTesting, resizeComment, rotatePiece } from '@chalktalk/domain';
import { PlayFrame } from '../scene/play-frame';
import { all, one, parseSvg, translation } from '../testing/svg-query';
import { UNIT } from '../svg/units';

describe('turned pieces and resized comments', () => {
  it('draws a piece turned by its stored rotation, with its players on the turned line', () => {
    let play = addPiece(playTesting.passingPlay(), {
      id: 'ol',
      type: 'OLINE',
      origin: { x: 40, y: 30 },
      playerCount: 2,
      width: 6,
    });
    play = addPiece(play, { id: 'r', type: 'RECTANGLE', origin: { x: 10, y: 30 } });
    play = rotatePiece(rotatePiece(play, 'ol', 90), 'r', 45);
    const svg = parseSvg(renderToStaticMarkup(<PlayFrame play={play} frameIndex={0} />));
    const line = one(svg, '[data-kind="piece"][data-id="ol"]');
    expect(line.getAttribute('transform')).toBe(`translate(${40 * UNIT} ${30 * UNIT}) rotate(90)`);
    expect(line.getAttribute('data-rotation')).toBe('90');
    expect(one(svg, '[data-kind="piece"][data-id="r"]').getAttribute('transform')).toContain('rotate(45)');
    const onLine = all(svg, '[data-kind="player"]')
      .filter((p) => ['player-1', 'player-2'].includes(p.getAttribute('data-id') ?? ''))
      .map((p) => [p.getAttribute('data-x'), p.getAttribute('data-y')]);
    expect(onLine).toEqual([
      ['40', '27'],
      ['40', '33'],
    ]);
  });

  it('draws a resized comment at its size from its top-left origin, wrapping to the new width', () => {
    const text = 'Screen for the shooter then roll hard to the rim';
    let play = addComment(playTesting.passingPlay(), 0, { text, origin: { x: 5, y: 3 } });
    const before = parseSvg(renderToStaticMarkup(<PlayFrame play={play} frameIndex={0} />));
    play = resizeComment(play, 0, 'comment-1', { width: 320, height: 60 });
    const after = parseSvg(renderToStaticMarkup(<PlayFrame play={play} frameIndex={0} />));
    const comment = one(after, '[data-kind="comment"]');
    expect(translation(comment)).toEqual({ x: 5 * UNIT, y: 3 * UNIT });
    expect([comment.getAttribute('data-width'), comment.getAttribute('data-height')]).toEqual(['320', '60']);
    expect(one(comment, 'rect').getAttribute('width')).toBe('320');
    expect(one(comment, 'rect').getAttribute('height')).toBe('60');
    // Wider, so the same text takes fewer lines.
    expect(all(comment, 'tspan').length).toBeLessThan(all(before, '[data-kind="comment"] tspan').length);
  });
});
