/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  addMove,
  addPiece,
  changeFieldType,
  FOOTBALL_STARTING_FORMATION,
  Play,
  playTesting,
  setPlayerLook,
  SportLine,
} from '@chalktalk/domain';
import { PlayFrame, PlayFrameProps } from './play-frame';
import { all, fieldPosition, one, parseSvg } from '../testing/svg-query';
import { movingPlay, passPlay } from '../testing/plays';
import { UNIT } from '../svg/units';

const frameSvg = (props: PlayFrameProps) => parseSvg(renderToStaticMarkup(<PlayFrame {...props} />));

describe('PlayFrame (a static frame with its lines)', () => {
  it('draws players where the frame starts, with the frame moves and passes', () => {
    let play = playTesting.passingPlay(2);
    play = addMove(play, 0, { id: 'm0', source: 'a1', anchors: [{ x: 25, y: 30 }] });
    play = addMove(play, 1, { id: 'm1', source: 'a1', anchors: [{ x: 40, y: 30 }] });
    const first = frameSvg({ play, frameIndex: 0 });
    expect(fieldPosition(one(first, '[data-kind="player"][data-id="a1"]'))).toEqual({ x: 25, y: 10 });
    expect(all(first, '[data-line="move"]').map((l) => l.getAttribute('data-id'))).toEqual(['m0']);
    const second = frameSvg({ play, frameIndex: 1 });
    expect(fieldPosition(one(second, '[data-kind="player"][data-id="a1"]'))).toEqual({ x: 25, y: 30 });
    expect(all(second, '[data-line="move"]').map((l) => l.getAttribute('data-id'))).toEqual(['m1']);
    expect(one(frameSvg({ play: passPlay(), frameIndex: 0 }), '[data-line="pass"]')).toBeTruthy();
  });

  it('hides moves and assignments when the view options switch them off', () => {
    const play = movingPlay();
    const hidden: Play = {
      ...play,
      viewOptions: { ...play.viewOptions, offense: { ...play.viewOptions.offense, moves: false } },
    };
    expect(all(frameSvg({ play, frameIndex: 0 }), '[data-line="move"]')).toHaveLength(1);
    expect(all(frameSvg({ play: hidden, frameIndex: 0 }), '[data-line="move"]')).toHaveLength(0);
  });

  it('shows frame pieces on their own frame only, and only field-setup pieces in setup mode', () => {
    let play = playTesting.passingPlay(2);
    play = addPiece(play, { type: 'RECTANGLE', origin: { x: 10, y: 10 }, frameIdx: 1 });
    play = addPiece(play, { type: 'OLINE', origin: { x: 25, y: 25 } });
    const types = (svg: Element) => all(svg, '[data-kind="piece"]').map((p) => p.getAttribute('data-type'));
    expect(types(frameSvg({ play, frameIndex: 0 }))).toEqual(['GOAL', 'OLINE']);
    expect(types(frameSvg({ play, frameIndex: 1 }))).toEqual(['GOAL', 'RECTANGLE', 'OLINE']);
    const setup = frameSvg({
      play: addMove(play, 1, { source: 'a1', anchors: [{ x: 1, y: 1 }] }),
      frameIndex: 1,
      fieldSetup: true,
    });
    expect(types(setup)).toEqual(['GOAL', 'OLINE']);
    expect(all(setup, '[data-kind="line"]')).toHaveLength(0);
  });

  it('shows football onion-skin ghosts of the frames around the shown one, unless switched off', () => {
    const play = playTesting.newTestPlay('FOOTBALL_HS', 'FULL_FIELD');
    const players = FOOTBALL_STARTING_FORMATION.initial.length;
    expect(all(frameSvg({ play, frameIndex: 1 }), '[data-kind="ghost-player"]')).toHaveLength(3 * players);
    expect(
      all(frameSvg({ play, frameIndex: 1, onionSkin: false }), '[data-kind="ghost-player"]'),
    ).toHaveLength(0);
    expect(
      all(frameSvg({ play: playTesting.passingPlay(3), frameIndex: 1 }), '[data-kind="ghost-player"]'),
    ).toHaveLength(0);
  });

  it('applies frame looks: shapes and colours', () => {
    let play = playTesting.passingPlay(2);
    play = setPlayerLook(play, 1, 'a1', { shape: 'STAR', color: '#22c55e' });
    const svg = frameSvg({ play, frameIndex: 1 });
    const a1 = one(svg, '[data-kind="player"][data-id="a1"]');
    expect(a1.getAttribute('data-shape')).toBe('STAR');
    expect(one(a1, 'polygon').getAttribute('fill')).toBe('#22c55e');
    for (const shape of ['RECT', 'TRIANGLE'] as const) {
      const looked = setPlayerLook(playTesting.passingPlay(2), 1, 'a1', { shape });
      const glyph = one(frameSvg({ play: looked, frameIndex: 1 }), '[data-kind="player"][data-id="a1"]');
      expect(glyph.querySelector(shape === 'RECT' ? 'rect' : 'polygon')).not.toBeNull();
    }
  });
});

describe('fields', () => {
  const fieldOfLine = (line: SportLine, type: 'HALF_FIELD' | 'FULL_FIELD') =>
    frameSvg({ play: playTesting.newTestPlay(line, type), frameIndex: 0 });

  it('frames basketball courts with the 4-unit sideline margin, one end per goal', () => {
    const half = fieldOfLine('BASKETBALL_HS', 'HALF_FIELD');
    expect(half.getAttribute('viewBox')).toBe(`-40 -40 ${(50 + 8) * UNIT} ${(42 + 8) * UNIT}`);
    expect(all(half, '[data-field-mark="basketball-end"]')).toHaveLength(1);
    const full = fieldOfLine('BASKETBALL_MENS_COLLEGE', 'FULL_FIELD');
    expect(full.getAttribute('viewBox')).toBe(`-40 -40 ${(50 + 8) * UNIT} ${(94 + 8) * UNIT}`);
    expect(all(full, '[data-field-mark="basketball-end"]')).toHaveLength(2);
    expect(all(full, '[data-kind="piece"][data-type="GOAL"]')).toHaveLength(2);
    // Basketball goalies are behind the sport flag (off).
    expect(all(full, '[data-kind="player"][data-type="GOALIE"]')).toHaveLength(0);
  });

  it('draws custom fields at their own size', () => {
    const play = changeFieldType(playTesting.newTestPlay('BASKETBALL_HS'), 'CUSTOM', {
      width: 30,
      height: 20,
      sideline: { top: 0, left: 0, bottom: 0, right: 0 },
    });
    const svg = frameSvg({ play, frameIndex: 0 });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${30 * UNIT} ${20 * UNIT}`);
    expect(one(svg, '[data-layer="field"]').getAttribute('data-field-type')).toBe('CUSTOM');
    expect(svg.querySelector('[data-field-overlay]')).toBeNull();
    const withLines = (fieldLines: 'GOAL' | 'FOOTBALL') =>
      frameSvg({ play: { ...play, viewOptions: { ...play.viewOptions, fieldLines } }, frameIndex: 0 });
    expect(all(withLines('FOOTBALL'), '[data-field-overlay="FOOTBALL"] [data-yard-line]')).toHaveLength(3);
    expect(
      one(withLines('GOAL'), '[data-field-overlay="GOAL"] [data-field-mark="basketball-end"]'),
    ).toBeTruthy();
  });

  it('draws lacrosse fields with goalies in their goal colours', () => {
    const svg = fieldOfLine('LACROSSE_MENS', 'FULL_FIELD');
    expect(one(svg, '[data-field-lines="lacrosse"]')).toBeTruthy();
    const goalies = all(svg, '[data-kind="player"][data-type="GOALIE"]');
    expect(goalies.map((g) => one(g, 'circle').getAttribute('fill')).sort()).toEqual(['#000229', '#ff4f00']);
    expect(all(svg, '[data-kind="player"][data-type="GOALIE"] text').map((t) => t.textContent)).toEqual([
      'G',
      'G',
    ]);
    const womens = fieldOfLine('LACROSSE_WOMENS', 'HALF_FIELD');
    expect(all(womens, '[data-field-mark="womens-arcs"]')).toHaveLength(1);
  });

  it('draws football yard lines every 5 yards with the Starting formation and the ball at the centre', () => {
    const svg = fieldOfLine('FOOTBALL_COLLEGE', 'FULL_FIELD');
    const yardLines = all(svg, '[data-yard-line]').map((l) => Number(l.getAttribute('data-yard-line')));
    expect(yardLines).toHaveLength(2 + 19);
    expect(Math.max(...yardLines)).toBe(50);
    expect(all(svg, '[data-kind="player"][data-type="BLUEPLAYER"]')).toHaveLength(11);
    const ball = one(svg, '[data-kind="ball"]');
    expect(ball.getAttribute('data-carrier')).toBe('c');
    expect(fieldPosition(ball)).toEqual({ x: 25, y: 42 });
  });

  it('flips the field without turning the labels upside down', () => {
    const play = passPlay();
    const flipped = frameSvg({
      play: { ...play, viewOptions: { ...play.viewOptions, flipField: true } },
      frameIndex: 0,
    });
    expect(flipped.firstElementChild!.getAttribute('transform')).toBe('rotate(180 250 210)');
    expect(one(flipped, '[data-kind="player"][data-id="a1"] text').getAttribute('transform')).toBe(
      'rotate(180)',
    );
  });
});
