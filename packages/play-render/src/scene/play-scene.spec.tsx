/** @jest-environment jsdom */
import {
  addMove,
  addPass,
  addShot,
  fieldDimensionsOf,
  findFormation,
  MIN_FLIGHT,
  Play,
  playTesting,
} from '@chalktalk/domain';
import { renderPlayToSvgString } from './render-to-svg-string';
import { all, fieldPosition, one, parseSvg, pathPoints, translation } from '../testing/svg-query';
import { formationPlay, movingPlay, passPlay, tenPlayerPlay } from '../testing/plays';
import { UNIT } from '../svg/units';

const svgAt = (...args: Parameters<typeof renderPlayToSvgString>) => parseSvg(renderPlayToSvgString(...args));

describe('PlayScene at an instant', () => {
  it('draws a basketball half-field formation play at t=0 with 5 blue players at the formation positions', () => {
    const svg = svgAt(formationPlay(), 0);
    const goal = fieldDimensionsOf('BASKETBALL_HS').halfFieldGoals[0]!;
    const expected = findFormation('BASKETBALL_HS', '_3out2in')!.initial.map((p) => ({
      x: 25 + p.origin.x,
      y: goal.y + p.origin.y,
    }));
    const blue = all(svg, '[data-kind="player"][data-type="BLUEPLAYER"]');
    expect(blue).toHaveLength(5);
    expect(blue.map(fieldPosition)).toEqual(expected);
    expect(blue.map(translation)).toEqual(expected.map((p) => ({ x: p.x * UNIT, y: p.y * UNIT })));
    expect(one(svg, '[data-layer="field"]').getAttribute('data-field-type')).toBe('HALF_FIELD');
  });

  it('puts a moving player halfway between its origin and target halfway through the frame', () => {
    const svg = svgAt(movingPlay(), 450, { speed: 3 });
    expect(svg.getAttribute('data-phase')).toBe('frame');
    expect(Number(svg.getAttribute('data-progress'))).toBeCloseTo(0.5);
    expect(fieldPosition(one(svg, '[data-kind="player"][data-id="a1"]'))).toEqual({ x: 25, y: 20 });
    // Still players stay put; the carried ball rides with its carrier.
    expect(fieldPosition(one(svg, '[data-kind="player"][data-id="a2"]'))).toEqual({ x: 10, y: 20 });
    expect(fieldPosition(one(svg, '[data-kind="ball"]'))).toEqual({ x: 25, y: 20 });
  });

  it('follows the speed: the same instant is further along at a faster speed', () => {
    const slow = fieldPosition(
      one(svgAt(movingPlay(), 450, { speed: 1 }), '[data-id="a1"][data-kind="player"]'),
    );
    const fast = fieldPosition(
      one(svgAt(movingPlay(), 450, { speed: 4 }), '[data-id="a1"][data-kind="player"]'),
    );
    expect(slow.y).toBeCloseTo(10 + 20 * (450 / 3600));
    expect(fast.y).toBe(30);
  });

  it('moves the ball along a pass and gives it to the target by the end of the frame', () => {
    const play = passPlay();
    // Without moves the pass leaves a1 at once and flies for MIN_FLIGHT (a quarter of the frame).
    const start = one(svgAt(play, 0), '[data-kind="ball"]');
    expect(fieldPosition(start)).toEqual({ x: 25, y: 10 });
    const flying = one(svgAt(play, 900 * MIN_FLIGHT * 0.5), '[data-kind="ball"]');
    expect(flying.getAttribute('data-in-flight')).toBe('true');
    expect(fieldPosition(flying)).toEqual({ x: 17.5, y: 15 });
    for (const t of [900, 5000]) {
      const caught = one(svgAt(play, t), '[data-kind="ball"]');
      expect(caught.getAttribute('data-carrier')).toBe('a2');
      expect(fieldPosition(caught)).toEqual({ x: 10, y: 20 });
    }
  });

  it('draws pass-type lines dashed 2,4 and shortened by 12 units at the receiver', () => {
    for (const type of ['PASS', 'REBOUND'] as const) {
      const line = one(svgAt(passPlay(type), 100), '[data-line="pass"]');
      expect(line.getAttribute('data-type')).toBe(type);
      const path = one(line, 'path');
      expect(path.getAttribute('stroke-dasharray')).toBe('2,4');
      const full = Math.hypot(15, 10) * UNIT;
      expect(Number(line.getAttribute('data-length'))).toBeCloseTo(full - 12, 1);
      const points = pathPoints(path.getAttribute('d')!);
      expect(points[0]).toEqual({ x: 250, y: 100 });
      const end = points[points.length - 1]!;
      expect(Math.hypot(end.x - 100, end.y - 200)).toBeCloseTo(12, 1);
    }
  });

  it('draws lacrosse ground balls and shots as dashed lines shortened by 12', () => {
    let play = playTesting.newTestPlay('LACROSSE_MENS');
    play = { ...play, initial: [...play.initial, { id: 'a', type: 'BLUEPLAYER', origin: { x: 30, y: 20 } }] };
    play = { ...play, initial: [...play.initial, { id: 'b', type: 'BLUEPLAYER', origin: { x: 20, y: 30 } }] };
    play = { ...play, balls: [{ id: 'ball-0', carrier: 'a' }] };
    play = addPass(play, 0, { id: 'gb', ball: 'ball-0', target: 'b', type: 'GROUND_BALL' });
    play = addShot(play, 0, { id: 'shot', ball: 'ball-0' });
    const svg = svgAt(play, 0);
    for (const kind of ['pass', 'shot']) {
      const line = one(svg, `[data-line="${kind}"]`);
      expect(one(line, 'path').getAttribute('stroke-dasharray')).toBe('2,4');
    }
    const shot = one(svg, '[data-line="shot"]');
    const goal = play.fieldPieces[0]!.origin;
    expect(Number(shot.getAttribute('data-length'))).toBeCloseTo(
      Math.hypot(goal.x - 20, goal.y - 30) * UNIT - 12,
      1,
    );
  });

  it('draws each move style: arrow, pick bar, dribble wave, zone area', () => {
    let play = formationPlay();
    const [p1, p2, p3, p4] = play.initial.filter((p) => p.type === 'BLUEPLAYER');
    play = addMove(play, 0, { source: p1!.id, anchors: [{ x: 25, y: 20 }] });
    play = addMove(play, 0, { source: p2!.id, anchors: [{ x: 20, y: 25 }], type: 'PICK' });
    play = addMove(play, 0, { source: p3!.id, anchors: [{ x: 25, y: 35 }], type: 'DRIBBLE' });
    play = addMove(play, 0, {
      source: p4!.id,
      anchors: [
        { x: 35, y: 30 },
        { x: 45, y: 35 },
      ],
      type: 'ZONE',
      curved: true,
    });
    const svg = svgAt(play, 0);
    const moves = all(svg, '[data-line="move"]');
    expect(moves.map((m) => m.getAttribute('data-type')).sort()).toEqual(['DRIBBLE', 'MOVE', 'PICK', 'ZONE']);
    const byType = (type: string) => moves.find((m) => m.getAttribute('data-type') === type)!;
    expect(all(byType('MOVE'), 'polygon')).toHaveLength(1);
    expect(all(byType('PICK'), 'line')).toHaveLength(1);
    expect(all(byType('PICK'), 'polygon')).toHaveLength(0);
    const wave = pathPoints(one(byType('DRIBBLE'), 'path').getAttribute('d')!);
    expect(wave.length).toBeGreaterThan(10);
    expect(new Set(wave.map((p) => p.x)).size).toBeGreaterThan(3); // it leaves the straight vertical path
    expect(byType('ZONE').getAttribute('data-head')).toBe('none');
    expect(all(svg, '[data-kind="piece"][data-type="ELLIPSE"]')).toHaveLength(1);
    // A curved move is drawn through its anchors as a smooth polyline.
    expect(pathPoints(one(byType('ZONE'), 'path').getAttribute('d')!).length).toBeGreaterThan(3);
  });

  it('uses the team theme: defaults, custom colours and dark text on light colours', () => {
    const base = passPlay();
    const svg = svgAt(base, 0);
    const fillOf = (root: Element, id: string) =>
      one(root, `[data-kind="player"][data-id="${id}"] circle`).getAttribute('fill');
    const textOf = (root: Element, id: string) =>
      one(root, `[data-kind="player"][data-id="${id}"] text`).getAttribute('fill');
    expect(fillOf(svg, 'a1')).toBe('#000229');
    expect(fillOf(svg, 'd1')).toBe('#ff4f00');
    expect(textOf(svg, 'a1')).toBe('#ffffff');
    expect(one(svg, '[data-kind="ball"]').getAttribute('fill')).toBe('orangered');
    const themed = svgAt({ ...base, theme: { primary: '#f5f5dc', secondary: '#1e3a8a' } }, 0);
    expect(fillOf(themed, 'a1')).toBe('#f5f5dc');
    expect(textOf(themed, 'a1')).toBe('#111111');
    expect(fillOf(themed, 'd1')).toBe('#1e3a8a');
    expect(textOf(themed, 'd1')).toBe('#ffffff');
    expect(one(themed, '[data-line="pass"] path').getAttribute('stroke')).toBe('#f5f5dc');
  });

  it('is deterministic: the same play and instant give the identical string', () => {
    const play = tenPlayerPlay();
    for (const t of [0, 333, 1234.5, 99999]) {
      expect(renderPlayToSvgString(play, t)).toBe(
        renderPlayToSvgString(JSON.parse(JSON.stringify(play)) as Play, t),
      );
    }
    expect(renderPlayToSvgString(play, 300)).not.toBe(renderPlayToSvgString(play, 600));
  });

  it('shows the title screen with the play name before the first frame when asked to', () => {
    const play = { ...movingPlay(), name: 'Horns' };
    const svg = svgAt(play, 1000, { titleScreen: true });
    expect(svg.getAttribute('data-phase')).toBe('title');
    expect(one(svg, '[data-layer="title"] text').textContent).toBe('Horns');
    expect(fieldPosition(one(svg, '[data-kind="player"][data-id="a1"]'))).toEqual({ x: 25, y: 10 });
    const running = svgAt(play, 2450, { titleScreen: true });
    expect(running.querySelector('[data-layer="title"]')).toBeNull();
    expect(fieldPosition(one(running, '[data-kind="player"][data-id="a1"]'))).toEqual({ x: 25, y: 20 });
  });

  it('labels players with roles or numbers as the view options say', () => {
    let play = passPlay();
    play = { ...play, initial: play.initial.map((p) => (p.id === 'a1' ? { ...p, role: 'PG' } : p)) };
    const label = (root: Element, id: string) =>
      root.querySelector(`[data-kind="player"][data-id="${id}"] text`)?.textContent ?? '';
    const svg = svgAt(play, 0);
    expect([label(svg, 'a1'), label(svg, 'a2'), label(svg, 'd1')]).toEqual(['PG', '2', '1']);
    const noRoles = {
      ...play,
      viewOptions: { ...play.viewOptions, offense: { ...play.viewOptions.offense, roles: false } },
    };
    expect(label(svgAt(noRoles, 0), 'a1')).toBe('1');
    const bare = {
      ...noRoles,
      viewOptions: { ...noRoles.viewOptions, offense: { ...noRoles.viewOptions.offense, ids: false } },
    };
    expect(label(svgAt(bare, 0), 'a1')).toBe('');
  });
});
