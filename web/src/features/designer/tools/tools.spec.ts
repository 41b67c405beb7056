import {
  addAssignment,
  addMove,
  addOption,
  addPass,
  addShot,
  addPiece,
  addPlayer,
  createNewPlay,
  findFormation,
  playTesting,
  type Play,
} from '@chalktalk/domain';
import { DesignerEditor } from '../editor/designer-editor';
import { frameLinesOf } from '../editor/hit-test';

const { passingPlay } = playTesting;
const editorOf = (play: Play = passingPlay()) => new DesignerEditor(play);
const origin = (editor: DesignerEditor, id: string) => editor.play.initial.find((p) => p.id === id)!.origin;

describe('select tool', () => {
  it('drags a player once the pointer passes 3 px, as one undo step', () => {
    const editor = editorOf();
    editor
      .pointerDown(25, 10)
      .pointerMove(25.2, 10)
      .pointerMove(35, 30)
      .pointerMove(40, 35)
      .pointerUp(40, 35);
    expect(origin(editor, 'a1')).toEqual({ x: 40, y: 35 });
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
    editor.undo();
    expect(origin(editor, 'a1')).toEqual({ x: 25, y: 10 });
  });

  it('does not move a player for a press within the 3 px tolerance, and selects it', () => {
    const editor = editorOf();
    editor.pointerDown(25, 10).pointerMove(25.2, 10.1).pointerUp(25.2, 10.1);
    expect(origin(editor, 'a1')).toEqual({ x: 25, y: 10 });
    expect(editor.selection).toEqual({ kind: 'player', id: 'a1' });
    expect(editor.getSnapshot().state.modified).toBe(false);
  });

  it('snaps a dragged player to other players within 10 units', () => {
    const editor = editorOf();
    // a2 sits at (10, 20); dropping near x 14 aligns with it.
    editor.pointerDown(25, 10).pointerMove(14, 30).pointerUp(14, 30);
    expect(origin(editor, 'a1').x).toBe(10);
  });

  it('nudges the selection 2 units with arrow keys, one more every 100 ms, without alignment snap', () => {
    const editor = editorOf();
    editor.pointerDown(10, 20).pointerUp(10, 20);
    editor.keyDown('ArrowRight', { at: 0 });
    expect(origin(editor, 'a2')).toEqual({ x: 12, y: 20 });
    editor.keyDown('ArrowRight', { at: 50 });
    expect(origin(editor, 'a2')).toEqual({ x: 12, y: 20 });
    editor.keyDown('ArrowRight', { at: 210 });
    editor.keyUp('ArrowRight');
    expect(origin(editor, 'a2')).toEqual({ x: 16, y: 20 });
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
  });

  it('drops a loose ball on the closest passable player', () => {
    let play = passingPlay();
    play = addPlayer(play, { id: 'coach', type: 'COACH', origin: { x: 40, y: 30 } });
    play = { ...play, balls: [{ id: 'ball-1', carrier: null, origin: { x: 5, y: 5 } }] };
    const editor = editorOf(play);
    // The coach stands right there, but coaches never hold the ball: d1 is the closest passable player.
    editor.pointerDown(5, 5).pointerMove(38, 30).pointerUp(39, 30);
    expect(editor.play.balls[0]!.carrier).toBe('d1');
  });

  it('adds a bend point when a move midpoint handle is dragged, and moves anchors', () => {
    const play = addMove(passingPlay(), 0, { id: 'm1', source: 'a2', anchors: [{ x: 10, y: 40 }] });
    const editor = editorOf(play);
    editor.pointerDown(10, 32).pointerUp(10, 32);
    expect(editor.selection).toEqual({ kind: 'move', id: 'm1' });
    editor.pointerDown(10, 30).pointerMove(14, 30).pointerMove(16, 30).pointerUp(16, 30);
    expect(editor.play.frames[0]!.moves[0]!.anchors).toEqual([
      { x: 16, y: 30 },
      { x: 10, y: 40 },
    ]);
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
    editor.pointerDown(10, 40).pointerMove(12, 44).pointerUp(12, 44);
    expect(editor.play.frames[0]!.moves[0]!.anchors[1]).toEqual({ x: 12, y: 44 });
  });

  it('attaches a move end dropped within 30 px of a line', () => {
    let play = addPiece(passingPlay(), { id: 'line-1', type: 'OLINE', origin: { x: 30, y: 40 } });
    play = addMove(play, 0, { id: 'm1', source: 'a2', anchors: [{ x: 10, y: 30 }] });
    const editor = editorOf(play);
    editor.pointerDown(10, 25).pointerUp(10, 25);
    editor.pointerDown(10, 30).pointerMove(20, 35).pointerMove(30, 37.5).pointerUp(30, 37.5);
    expect(editor.play.frames[0]!.moves[0]!.targetLine).toBe('line-1');
  });

  it('moves every football player with the centre', () => {
    const play = createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { id: 'p__1' });
    const editor = editorOf(play);
    const centre = play.initial.find((p) => p.role === 'C')!;
    const qb = play.initial.find((p) => p.role === 'QB')!;
    editor
      .pointerDown(centre.origin.x, centre.origin.y)
      .pointerMove(centre.origin.x + 5, centre.origin.y - 4);
    editor.pointerUp(centre.origin.x + 5, centre.origin.y - 4);
    expect(origin(editor, qb.id)).toEqual({ x: qb.origin.x + 5, y: qb.origin.y - 4 });
  });

  it('ignores pen drags of a player that moves in the frame', () => {
    const play = addMove(passingPlay(), 0, { source: 'a2', anchors: [{ x: 10, y: 40 }] });
    const editor = editorOf(play);
    editor
      .pointerDown(10, 20, { kind: 'pen' })
      .pointerMove(20, 20, { kind: 'pen' })
      .pointerUp(20, 20, { kind: 'pen' });
    expect(origin(editor, 'a2')).toEqual({ x: 10, y: 20 });
  });
});

describe('line tools', () => {
  it('draws a pick from a player, ignoring a press without a drag', () => {
    const editor = editorOf().setTool({ kind: 'move', type: 'PICK' });
    editor.pointerDown(10, 20).pointerUp(10, 20);
    expect(editor.play.frames[0]!.moves).toHaveLength(0);
    editor.pointerDown(10, 20).pointerMove(15, 25);
    expect(editor.getSnapshot().preview).toEqual([
      { x: 10, y: 20 },
      { x: 15, y: 25 },
    ]);
    editor.pointerUp(18, 30);
    const move = editor.play.frames[0]!.moves[0]!;
    expect([move.type, move.source, move.anchors]).toEqual(['PICK', 'a2', [{ x: 18, y: 30 }]]);
    expect(editor.getSnapshot().preview).toBeNull();
  });

  it('passes from the ball carrier to the player released on; others cannot start a pass', () => {
    const editor = editorOf().setTool({ kind: 'pass', type: 'PASS' });
    editor.pointerDown(10, 20).pointerMove(25, 10).pointerUp(25, 10);
    expect(editor.play.frames[0]!.passes).toHaveLength(0);
    editor.pointerDown(25, 10).pointerMove(12, 18).pointerUp(10.5, 20.5);
    expect(editor.play.frames[0]!.passes[0]).toMatchObject({ ball: 'ball-1', target: 'a2', type: 'PASS' });
  });

  it('snaps a pen stroke end to the nearest player within 30 px; a mouse release there misses', () => {
    // a2 stands at (10, 20); (12.5, 21.5) is 2.9 units = 29 px away at 10 px per unit.
    const mouse = editorOf().setTool({ kind: 'pass', type: 'PASS' });
    mouse.pointerDown(25, 10).pointerMove(15, 18).pointerUp(12.5, 21.5);
    expect(mouse.play.frames[0]!.passes).toHaveLength(0);

    const pen = editorOf().setTool({ kind: 'pass', type: 'PASS' });
    const stroke = { kind: 'pen' as const };
    pen.pointerDown(25, 10, stroke).pointerMove(15, 18, stroke).pointerUp(12.5, 21.5, stroke);
    expect(pen.play.frames[0]!.passes[0]).toMatchObject({ target: 'a2' });

    // 31 px away: no snap, the move ends where the pen lifted.
    pen.setTool({ kind: 'move', type: 'MOVE' });
    pen.pointerDown(25, 14, stroke).pointerMove(15, 18, stroke).pointerUp(13.1, 20, stroke);
    expect(pen.play.frames[0]!.moves.find((m) => m.source === 'd1')!.anchors).toEqual([{ x: 13.1, y: 20 }]);
    pen.pointerDown(25, 14, stroke).pointerMove(15, 18, stroke).pointerUp(12.9, 20, stroke);
    expect(pen.play.frames[0]!.moves.find((m) => m.source === 'd1')!.anchors).toEqual([{ x: 10, y: 20 }]);
    // At zoom the same 30 px are fewer field units.
    pen.setScale(20);
    pen.pointerDown(25, 14, stroke).pointerMove(15, 18, stroke).pointerUp(11.6, 20, stroke);
    expect(pen.play.frames[0]!.moves.find((m) => m.source === 'd1')!.anchors).toEqual([{ x: 11.6, y: 20 }]);
  });

  it('shoots at the nearest goal', () => {
    const editor = editorOf().setTool({ kind: 'shoot' });
    const goal = editor.play.fieldPieces.find((p) => p.type === 'GOAL')!;
    editor
      .pointerDown(25, 10)
      .pointerMove(30, 20)
      .pointerUp(goal.origin.x + 3, goal.origin.y + 3);
    expect(editor.play.frames[0]!.shots[0]).toMatchObject({ ball: 'ball-1', target: goal.id });
  });

  it('snaps options to the closest teammate and assignments to the nearest attacker', () => {
    const editor = editorOf().setTool({ kind: 'option' });
    editor.pointerDown(25, 10).pointerMove(20, 15).pointerUp(14, 22);
    expect(editor.play.frames[0]!.options[0]).toMatchObject({ source: 'a1', target: 'a2' });
    editor.setTool({ kind: 'assign' });
    editor.pointerDown(25, 14).pointerMove(20, 18).pointerUp(12, 19);
    expect(editor.play.frames[0]!.assignments[0]).toMatchObject({ source: 'd1', target: 'a2' });
  });

  it('draws football pre-snap moves in frame 0 whatever frame is shown', () => {
    const play = createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { id: 'p__1' });
    const wr = play.initial.find((p) => p.role === 'WR')!;
    const editor = editorOf(play).selectFrame(2).setTool({ kind: 'move', type: 'PRESNAP' });
    editor
      .pointerDown(wr.origin.x, wr.origin.y)
      .pointerMove(wr.origin.x + 4, wr.origin.y)
      .pointerUp(wr.origin.x + 4, wr.origin.y);
    expect(editor.play.frames[0]!.moves.some((m) => m.source === wr.id && m.type === 'PRESNAP')).toBe(true);
    expect(editor.frameIndex).toBe(0);
  });
});

describe('football default moves and edited side moves', () => {
  it('gives a clicked football player its role default move in the play frame: runners a run, linemen a block', () => {
    const play = createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { id: 'p__1' });
    const wr = play.initial.find((p) => p.role === 'WR')!;
    const guard = play.initial.find((p) => p.role === 'OG')!;
    const editor = editorOf(play).setTool({ kind: 'move', type: 'MOVE' });
    editor.pointerDown(wr.origin.x, wr.origin.y).pointerUp(wr.origin.x, wr.origin.y);
    editor.pointerDown(guard.origin.x, guard.origin.y).pointerUp(guard.origin.x, guard.origin.y);
    const moves = editor.play.frames[2]!.moves;
    expect(moves.find((m) => m.source === wr.id)).toMatchObject({
      type: 'MOVE',
      anchors: [{ x: wr.origin.x, y: wr.origin.y - 3 }],
    });
    expect(moves.find((m) => m.source === guard.id)).toMatchObject({
      type: 'BLOCK',
      anchors: [{ x: guard.origin.x, y: guard.origin.y - 1 }],
    });
    expect(editor.frameIndex).toBe(2);
    // Not in basketball: a click there draws nothing.
    const hoops = editorOf().setTool({ kind: 'move', type: 'MOVE' });
    hoops.pointerDown(10, 20).pointerUp(10, 20);
    expect(hoops.play.frames[0]!.moves).toHaveLength(0);
  });

  it.each([
    ['LACROSSE_MENS', 'MOVE'],
    ['BASKETBALL_HS', 'OMOVE'],
  ] as const)('an offensive move whose end is dragged in %s becomes %s', (line, type) => {
    let play = createNewPlay(line, 'HALF_FIELD', { id: 'p__1' });
    play = addPlayer(play, { id: 'a1', type: 'BLUEPLAYER', origin: { x: 10, y: 10 } });
    play = addMove(play, 0, { id: 'm1', source: 'a1', anchors: [{ x: 10, y: 30 }], type: 'OMOVE' });
    const editor = editorOf(play);
    editor.pointerDown(10, 22).pointerUp(10, 22);
    expect(editor.selection).toEqual({ kind: 'move', id: 'm1' });
    editor.pointerDown(10, 30).pointerMove(14, 30).pointerMove(15, 32).pointerUp(15, 32);
    expect(editor.play.frames[0]!.moves[0]).toMatchObject({ anchors: [{ x: 15, y: 32 }], type });
  });
});

describe('place tools', () => {
  it('places players, a ball on the closest player, comments and shapes', () => {
    const editor = editorOf(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'p__1' }));
    editor.setTool({ kind: 'player', type: 'BLUEPLAYER' }).pointerDown(20, 20).pointerUp(20, 20);
    editor.setTool({ kind: 'player', type: 'ORANGEPLAYER' }).pointerDown(30, 20).pointerUp(30, 20);
    editor.setTool({ kind: 'ball' }).pointerDown(21, 21).pointerUp(21, 21);
    editor.setTool({ kind: 'comment' }).pointerDown(10, 10).pointerUp(10, 10);
    editor
      .setTool({ kind: 'shape', type: 'RECTANGLE' })
      .pointerDown(5, 30)
      .pointerMove(15, 36)
      .pointerUp(15, 36);
    const play = editor.play;
    expect(play.initial.map((p) => p.type)).toEqual(['BLUEPLAYER', 'ORANGEPLAYER']);
    expect(play.balls[0]!.carrier).toBe(play.initial[0]!.id);
    expect(play.frames[0]!.fieldComments[0]!.origin).toEqual({ x: 10, y: 10 });
    const rect = play.fieldPieces.find((p) => p.type === 'RECTANGLE')!;
    expect(rect).toMatchObject({ origin: { x: 10, y: 33 }, width: 10, height: 6, frameIdx: 0 });
  });
});

describe('field setup', () => {
  it('places goals and offensive and defensive lines of 3 players on every frame', () => {
    const editor = editorOf(createNewPlay('LACROSSE_MENS', 'HALF_FIELD', { id: 'p__1' })).addFrame();
    editor.setTool({ kind: 'piece', type: 'OLINE' }).pointerDown(30, 20).pointerUp(30, 20);
    editor.setTool({ kind: 'piece', type: 'DLINE' }).pointerDown(30, 30).pointerUp(30, 30);
    editor.setTool({ kind: 'piece', type: 'GOAL' }).pointerDown(30, 10).pointerUp(30, 10);
    const play = editor.play;
    const oline = play.fieldPieces.find((p) => p.type === 'OLINE')!;
    const dline = play.fieldPieces.find((p) => p.type === 'DLINE')!;
    const goals = play.fieldPieces.filter((p) => p.type === 'GOAL');
    expect(oline.frameIdx).toBeUndefined();
    expect(play.initial.filter((p) => p.pieceId === oline.id).map((p) => p.type)).toEqual([
      'BLUEPLAYER',
      'BLUEPLAYER',
      'BLUEPLAYER',
    ]);
    expect(play.initial.filter((p) => p.pieceId === dline.id).every((p) => p.type === 'ORANGEPLAYER')).toBe(
      true,
    );
    expect(goals).toHaveLength(2);
    // Lacrosse shows goalies: the new goal gets one.
    expect(play.initial.filter((p) => p.pieceId === goals[1]!.id).map((p) => p.type)).toEqual(['GOALIE']);
  });

  it('changes to a full, custom or half field, resetting pieces and goalies, and clears the field', () => {
    const editor = editorOf(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'p__1' }));
    editor.setTool({ kind: 'player', type: 'BLUEPLAYER' }).pointerDown(20, 20).pointerUp(20, 20);
    editor.setTool({ kind: 'piece', type: 'OLINE' }).pointerDown(25, 30).pointerUp(25, 30);
    editor.changeField('FULL_FIELD');
    expect(editor.play.fieldType).toBe('FULL_FIELD');
    expect(editor.play.fieldPieces.map((p) => p.type)).toEqual(['GOAL', 'GOAL']);
    expect(editor.play.initial.map((p) => p.type)).toEqual(['BLUEPLAYER']);

    editor.changeField('CUSTOM', { width: 0, height: 30 });
    expect(editor.play.fieldType).toBe('FULL_FIELD');
    editor.changeField('CUSTOM', { width: 40, height: 30 });
    expect(editor.play).toMatchObject({ fieldType: 'CUSTOM', fieldConfig: { width: 40, height: 30 } });

    editor.changeField('HALF_FIELD').addFrame().clearField();
    expect(editor.play.fieldType).toBe('HALF_FIELD');
    expect(editor.play.initial).toEqual([]);
    expect(editor.play.frames).toHaveLength(1);
    expect(editor.frameIndex).toBe(0);
    editor.undo();
    expect(editor.play.frames).toHaveLength(2);
  });
});

describe('selecting lines', () => {
  it('selects a pass by its line and deletes it, leaving the move', () => {
    let play = addMove(passingPlay(), 0, { id: 'm1', source: 'a2', anchors: [{ x: 10, y: 40 }] });
    play = addPass(play, 0, { id: 'pass-1', ball: 'ball-1', target: 'a2' });
    const editor = editorOf(play);
    // The pass runs from a1 (25, 10) to where a2 ends its move (10, 40); its middle is clear of both players.
    editor.pointerDown(17.5, 25).pointerUp(17.5, 25);
    expect(editor.selection).toEqual({ kind: 'pass', id: 'pass-1' });
    editor.keyDown('Backspace');
    expect(editor.play.frames[0]!.passes).toHaveLength(0);
    expect(editor.play.frames[0]!.moves).toHaveLength(1);
  });
});

describe('dragging line ends', () => {
  const endOf = (editor: DesignerEditor, id: string, which: 'first' | 'last' = 'last') => {
    const points = frameLinesOf(editor.play, editor.frameIndex).find((l) => l.id === id)!.points;
    return which === 'first' ? points[0]! : points[points.length - 1]!;
  };
  const dragEnd = (editor: DesignerEditor, from: { x: number; y: number }, to: { x: number; y: number }) =>
    editor
      .pointerDown(from.x, from.y)
      .pointerMove(to.x - 1, to.y - 1)
      .pointerMove(to.x, to.y)
      .pointerUp(to.x, to.y);
  const withA3 = () => addPlayer(passingPlay(), { id: 'a3', type: 'BLUEPLAYER', origin: { x: 40, y: 30 } });

  it('slides a pass end along the receiver move as one undo step', () => {
    let play = addMove(passingPlay(), 0, { id: 'm1', source: 'a2', anchors: [{ x: 10, y: 40 }] });
    play = addPass(play, 0, { id: 'pass-1', ball: 'ball-1', target: 'a2' });
    const editor = editorOf(play);
    editor.select({ kind: 'pass', id: 'pass-1' });
    expect(editor.play.frames[0]!.passes[0]!.end).toBe(20);
    dragEnd(editor, endOf(editor, 'pass-1'), { x: 11, y: 30 });
    expect(editor.play.frames[0]!.passes[0]!.end).toBe(10);
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
  });

  it('re-aims an option at the closest teammate and an assignment at the nearest attacker', () => {
    let play = addOption(withA3(), 0, { id: 'option-1', source: 'a1', target: 'a2' });
    play = addAssignment(play, 0, { id: 'assign-1', source: 'd1', target: 'a1' });
    const editor = editorOf(play);
    editor.select({ kind: 'option', id: 'option-1' });
    dragEnd(editor, endOf(editor, 'option-1'), { x: 38, y: 28 });
    expect(editor.play.frames[0]!.options[0]).toMatchObject({ source: 'a1', target: 'a3' });
    editor.select({ kind: 'assignment', id: 'assign-1' });
    dragEnd(editor, endOf(editor, 'assign-1'), { x: 12, y: 21 });
    expect(editor.play.frames[0]!.assignments[0]).toMatchObject({ source: 'd1', target: 'a2' });
  });

  it('snaps a dragged shot end to the nearest goal', () => {
    let play = createNewPlay('BASKETBALL_HS', 'FULL_FIELD', { id: 'p__1' });
    play = addPlayer(play, { id: 'a1', type: 'BLUEPLAYER', origin: { x: 25, y: 40 } });
    play = { ...play, balls: [{ id: 'ball-1', carrier: 'a1' }] };
    const [near, far] = [...play.fieldPieces.filter((p) => p.type === 'GOAL')].sort(
      (a, b) => Math.abs(a.origin.y - 40) - Math.abs(b.origin.y - 40),
    );
    play = addShot(play, 0, { id: 'shot-1', ball: 'ball-1', target: near!.id });
    const editor = editorOf(play);
    editor.select({ kind: 'shot', id: 'shot-1' });
    dragEnd(editor, endOf(editor, 'shot-1'), { x: far!.origin.x + 2, y: far!.origin.y + 2 });
    expect(editor.play.frames[0]!.shots[0]!.target).toBe(far!.id);
  });
});

describe('editor', () => {
  it('undoes and redoes with Ctrl+Z and Ctrl+Shift+Z; Delete removes the selection', () => {
    const editor = editorOf();
    editor.pointerDown(10, 20).pointerUp(10, 20);
    expect(editor.keyDown('Delete')).toBe(true);
    expect(editor.play.initial.some((p) => p.id === 'a2')).toBe(false);
    editor.keyDown('z', { ctrl: true });
    expect(editor.play.initial.some((p) => p.id === 'a2')).toBe(true);
    editor.keyDown('Z', { ctrl: true, shift: true });
    expect(editor.play.initial.some((p) => p.id === 'a2')).toBe(false);
  });

  it('redoes with Ctrl+Y, arms tools with V B C R E A O, Escape cancels back to Select, Backspace deletes', () => {
    const editor = editorOf();
    const keys = { v: 'select', b: 'ball', c: 'comment', r: 'shape', e: 'shape', a: 'assign', o: 'option' };
    for (const [key, kind] of Object.entries(keys)) {
      expect(editor.keyDown(key)).toBe(true);
      expect(editor.getSnapshot().tool.kind).toBe(kind);
    }
    expect(editor.keyDown('R')).toBe(true);
    expect(editor.getSnapshot().tool).toEqual({ kind: 'shape', type: 'RECTANGLE' });
    // A modifier turns a letter into no shortcut (the browser keeps Ctrl+C).
    expect(editor.keyDown('c', { ctrl: true })).toBe(false);
    expect(editor.getSnapshot().tool).toEqual({ kind: 'shape', type: 'RECTANGLE' });
    editor.keyDown('Escape');
    expect(editor.getSnapshot().tool).toEqual({ kind: 'select' });

    editor.pointerDown(10, 20).pointerUp(10, 20);
    expect(editor.keyDown('Backspace')).toBe(true);
    expect(editor.play.initial.some((p) => p.id === 'a2')).toBe(false);
    editor.keyDown('z', { ctrl: true });
    expect(editor.play.initial.some((p) => p.id === 'a2')).toBe(true);
    editor.keyDown('y', { ctrl: true });
    expect(editor.play.initial.some((p) => p.id === 'a2')).toBe(false);
  });

  it('applies a formation, which resets the frames and shows frame 0', () => {
    const editor = editorOf(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'p__1' }));
    editor.addFrame().addFrame(0);
    expect(editor.play.frames).toHaveLength(3);
    expect(editor.frameIndex).toBe(1);
    editor.applyFormation(findFormation('BASKETBALL_HS', '_3out2in')!);
    expect(editor.play.initial).toHaveLength(5);
    expect(editor.play.frames).toHaveLength(1);
    expect(editor.frameIndex).toBe(0);
  });

  it('clamps zoom to 1..3, and 4 in football', () => {
    expect(editorOf().setZoom(9).getSnapshot().zoom).toBe(3);
    expect(editorOf().setZoom(0).getSnapshot().zoom).toBe(1);
    expect(editorOf(createNewPlay('FOOTBALL_HS', 'FULL_FIELD')).setZoom(9).getSnapshot().zoom).toBe(4);
  });

  it('ignores every edit on a read-only play', () => {
    const editor = new DesignerEditor(passingPlay(), { readOnly: true });
    editor.pointerDown(25, 10).pointerMove(30, 10).pointerUp(30, 10);
    editor.addFrame();
    expect(editor.play).toEqual(passingPlay());
  });
});
