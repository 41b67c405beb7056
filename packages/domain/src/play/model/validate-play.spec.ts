import { FrameNotANumberError } from '../../errors/frame-errors';
import { addComment } from '../edits/comments.edits';
import { addMove } from '../edits/moves.edits';
import { addPass } from '../edits/ball-items.edits';
import { passingPlay } from '../testing/play-factory';
import { playIssueError } from './play-issues';
import { creditLine } from './play.types';
import { validatePlay } from './validate-play';

/** A saved-looking play as JSON (dates as ISO strings), to corrupt one thing at a time. */
// Corrupting arbitrary nested JSON is the point of these tests, so the document is untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function storedPlay(): Record<string, any> {
  let play = passingPlay();
  play = addMove(play, 0, { source: 'a2', anchors: [{ x: 20, y: 15 }] });
  play = addPass(play, 0, { ball: 'ball-1', target: 'a2' });
  play = addComment(play, 0, { text: 'Cut hard', origin: { x: 5, y: 5 } });
  return JSON.parse(JSON.stringify(play));
}

const codes = (input: unknown) => {
  const result = validatePlay(input);
  return result.ok ? [] : result.issues.map((i) => i.code);
};

describe('validatePlay', () => {
  it("keeps a copy's community credit, and refuses a malformed one", () => {
    const credit = { communityPlayId: 'cp-1', name: 'Horns Flare', authorScreenName: 'CoachK' };
    const kept = validatePlay({ ...storedPlay(), copiedFrom: credit });
    if (!kept.ok) throw new Error(JSON.stringify(kept.issues));
    expect(kept.play.copiedFrom).toEqual(credit);
    expect(creditLine(kept.play.copiedFrom!)).toBe('Copied from Horns Flare by CoachK');
    const anonymous = validatePlay({ ...storedPlay(), copiedFrom: { ...credit, authorScreenName: null } });
    expect(anonymous.ok && creditLine(anonymous.play.copiedFrom!)).toBe('Copied from Horns Flare');
    expect(codes({ ...storedPlay(), copiedFrom: 'Horns' })).toEqual(['G001']);
    expect(codes({ ...storedPlay(), copiedFrom: { ...credit, name: 'x'.repeat(500) } })).toEqual(['G001']);
  });

  it('accepts a stored play and turns its dates into Date', () => {
    const result = validatePlay(storedPlay());
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.play.createdDate).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(result.play.frames[0]!.passes[0]!.target).toBe('a2');
  });

  it('refuses a date that does not exist as G001 on its field, where Date would read another day', () => {
    const issues = (edit: (play: Record<string, unknown>) => void) => {
      const play = storedPlay();
      edit(play);
      const result = validatePlay(play);
      return result.ok ? [] : result.issues.map((i) => `${i.code} ${i.path}`);
    };
    expect(issues((p) => (p.createdDate = '2027-02-30T10:00:00.000Z'))).toEqual(['G001 createdDate']);
    expect(issues((p) => (p.lastModified = '2026-02-29T10:00:00.000Z'))).toEqual(['G001 lastModified']);
    expect(issues((p) => (p.viewers = { u1: { lastViewed: '2027-13-01T00:00:00Z' } }))).toEqual([
      'G001 viewers',
    ]);
    expect(issues((p) => (p.createdDate = '2028-02-29T10:00:00.000Z'))).toEqual([]);
  });

  it('reports an unknown item type as P001', () => {
    const play = storedPlay();
    play['initial'][0].type = 'REFEREE';
    expect(codes(play)).toEqual(['P001']);
    const withMove = storedPlay();
    withMove['frames'][0].moves[0].type = 'TELEPORT';
    expect(codes(withMove)).toEqual(['P001']);
  });

  it('reports a player update in a later frame as P002, but allows look changes', () => {
    const play = storedPlay();
    play['frames'].push({ theme: [{ target: 'a1', color: 'red' }] });
    expect(codes(play)).toEqual([]);
    play['frames'].push({ theme: [{ target: 'a1', type: 'ORANGEPLAYER' }] });
    expect(codes(play)).toEqual(['P002']);
    const withPlayers = storedPlay();
    withPlayers['frames'].push({ initial: [] });
    expect(codes(withPlayers)).toEqual(['P002']);
  });

  it('reports a missing or duplicate comment id as P003', () => {
    const play = storedPlay();
    play['frames'][0].fieldComments[0].id = '';
    expect(codes(play)).toEqual(['P003']);
    const twice = storedPlay();
    twice['frames'].push({ fieldComments: [{ ...twice['frames'][0].fieldComments[0] }] });
    expect(codes(twice)).toEqual(['P003']);
  });

  it('reports a bad position before the first frame as P004', () => {
    const play = storedPlay();
    play['initial'][1].origin = { x: 'left', y: 3 };
    const result = validatePlay(play);
    expect(result.ok ? [] : result.issues).toEqual([
      expect.objectContaining({ code: 'P004', path: 'initial[1].origin.x' }),
    ]);
  });

  it('reports no valid field config as P005', () => {
    const custom = { ...storedPlay(), fieldType: 'CUSTOM' };
    expect(codes(custom)).toEqual(['P005']);
    expect(codes({ ...custom, fieldConfig: { width: 40, height: 30 } })).toEqual([]);
    expect(codes({ ...storedPlay(), sport: 'CURLING' })).toEqual(['P005']);
  });

  it('reports a non-number frame coordinate as the not-a-number error with the frame index', () => {
    const play = storedPlay();
    play['frames'].push({
      moves: [{ ...play['frames'][0].moves[0], id: 'm9', anchors: [{ x: 1, y: null }] }],
    });
    const result = validatePlay(play);
    if (result.ok) throw new Error('expected a failure');
    expect(result.issues).toEqual([
      expect.objectContaining({ code: 'P004', frameIndex: 1, path: 'frames[1].moves[0].anchors[0].y' }),
    ]);
    const error = playIssueError(result.issues);
    expect(error).toBeInstanceOf(FrameNotANumberError);
    expect((error as FrameNotANumberError).frameIndex).toBe(1);
  });

  it('refuses dangling references and malformed documents as G001', () => {
    const play = storedPlay();
    play['frames'][0].passes[0].target = 'ghost';
    expect(codes(play)).toEqual(['G001']);
    expect(codes('not a play')).toEqual(['G001']);
    expect(codes({ ...storedPlay(), version: 9 })).toEqual(['G001']);
  });
});
