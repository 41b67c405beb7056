import { addMove, addPass, createNewPlay, frameStates, playTesting, type PassType } from '@chalktalk/domain';
import { sceneColours } from '../theme/theme-colours';
import { frameLines } from './frame-lines';

const linesOf = (play: ReturnType<typeof createNewPlay>, frame = 0) => {
  const states = frameStates(play);
  return frameLines(play, frame, states[frame]!, states[frame + 1]!, sceneColours(undefined));
};

describe('frame lines: the catalogue line shapes of every sport', () => {
  it('draws football block with the line head, pre-snap dashed, zone without a head', () => {
    let play = createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { id: 'p__1' });
    const [a, b, c] = play.initial;
    play = addMove(play, 2, { source: a!.id, anchors: [{ x: 5, y: 50 }], type: 'BLOCK' });
    play = addMove(play, 2, { source: b!.id, anchors: [{ x: 40, y: 50 }], type: 'PRESNAP' });
    play = addMove(play, 2, { source: c!.id, anchors: [{ x: 30, y: 40 }], type: 'ZONE' });
    const byType = new Map(linesOf(play, 2).map((line) => [line.type, line]));
    expect(byType.get('BLOCK')).toMatchObject({ head: 'bar', dash: null, wave: false });
    expect(byType.get('PRESNAP')).toMatchObject({ head: 'arrow', dash: [8, 4] });
    expect(byType.get('ZONE')).toMatchObject({ head: 'none', dash: [6, 4] });
  });

  it('draws lacrosse move 2 dash-dotted and every pass type dashed 2,4, shortened by 12', () => {
    let play = playTesting.passingPlay();
    play = addMove(play, 0, { source: 'd1', anchors: [{ x: 30, y: 30 }], type: 'MOVE2' });
    expect(linesOf(play).find((l) => l.type === 'MOVE2')).toMatchObject({
      head: 'arrow',
      dash: [12, 4, 2, 4],
    });
    const passTypes: PassType[] = ['PASS', 'SNAP', 'HANDOFF', 'REBOUND', 'GROUND_BALL'];
    for (const type of passTypes) {
      const passed = addPass(play, 0, { ball: 'ball-1', target: 'a2', type });
      expect(linesOf(passed).find((l) => l.kind === 'pass')).toMatchObject({
        type,
        dash: [2, 4],
        shortenBy: 12,
        head: 'arrow',
      });
    }
  });
});
