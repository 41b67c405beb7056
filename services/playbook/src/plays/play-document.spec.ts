import { createNewPlay, fieldOf, playTesting } from '@chalktalk/domain';
import { flipHorizontal, loadedPlay, storedDocument, validatedPlay } from './play-document';

describe('play documents', () => {
  it('refuses an invalid play with the play error code', () => {
    const play = storedDocument(createNewPlay('BASKETBALL_HS', 'HALF_FIELD'));
    expect(() => validatedPlay({ ...play, sport: 'CURLING' })).toThrow(
      expect.objectContaining({ code: 'P005' }),
    );
    expect(() => validatedPlay({ ...play, version: 3 })).toThrow(expect.objectContaining({ code: 'G001' }));
  });

  it('stores dates as text and loads them back as dates', () => {
    const play = createNewPlay('LACROSSE_MENS', 'HALF_FIELD', { now: new Date('2025-03-01T00:00:00Z') });
    const stored = storedDocument(play);
    expect(stored['createdDate']).toBe('2025-03-01T00:00:00.000Z');
    expect(loadedPlay(stored).createdDate).toEqual(new Date('2025-03-01T00:00:00Z'));
  });

  it('migrates an old stored play to version 10', () => {
    const v1 = {
      id: 'old',
      name: 'Old',
      sport: 'BASKETBALL_HS',
      type: 'HALF_FIELD',
      fieldType: 'HALF_FIELD',
      initial: [{ id: 'p1', type: 'ATTACKER', x: 0, y: -11, role: 'PG' }],
      frames: [{ moves: [], comment: '' }],
    };
    const play = loadedPlay(v1);
    expect(play.version).toBe(10);
    expect(play.initial.find((p) => p.id === 'p1')?.type).toBe('BLUEPLAYER');
  });

  it('mirrors every x coordinate and nothing else', () => {
    const base = playTesting.passingPlay();
    const move = {
      id: 'm1',
      type: 'MOVE',
      source: base.initial[0]!.id,
      origin: { x: 3, y: 4 },
      anchors: [{ x: 5, y: 9 }],
    };
    const play = {
      ...base,
      frames: [{ ...base.frames[0]!, moves: [move] }, ...base.frames.slice(1)],
    } as typeof base;
    const width = fieldOf(play).width;
    const flipped = flipHorizontal(play, width);
    play.initial.forEach((player, i) => {
      expect(flipped.initial[i]!.origin).toEqual({ x: width - player.origin.x, y: player.origin.y });
    });
    expect(flipped.frames[0]!.moves[0]).toMatchObject({
      origin: { x: width - 3, y: 4 },
      anchors: [{ x: width - 5, y: 9 }],
    });
    expect(flipHorizontal(flipped, width)).toEqual(play);
  });

  it('turns rotations the other way and keeps comment boxes over the mirrored area', () => {
    const base = createNewPlay('LACROSSE_MENS', 'HALF_FIELD');
    const width = fieldOf(base).width;
    const rectangle = {
      id: 'r1',
      type: 'RECTANGLE',
      origin: { x: 10, y: 10 },
      rotation: 30,
      width: 8,
      height: 4,
    };
    const comment = { id: 'c1', text: 'Cut', origin: { x: 4, y: 6 }, width: 12, height: 3 };
    const frame = {
      ...base.frames[0]!,
      fieldComments: [comment],
      playerRotations: [{ target: base.initial[0]!.id, rotation: 90 }],
    };
    const play = {
      ...base,
      fieldPieces: [...base.fieldPieces, rectangle],
      frames: [frame, ...base.frames.slice(1)],
    } as typeof base;
    const flipped = flipHorizontal(play, width);
    const flippedFrame = flipped.frames[0]!;
    expect(flipped.fieldPieces.find((piece) => piece.id === 'r1')).toMatchObject({
      origin: { x: width - 10, y: 10 },
      rotation: 330,
    });
    expect(flippedFrame.playerRotations[0]!.rotation).toBe(270);
    // The box spanned x 4..16; mirrored it spans width-16..width-4.
    expect(flippedFrame.fieldComments[0]!.origin).toEqual({ x: width - 16, y: 6 });
    expect(flipHorizontal(flipped, width)).toEqual(play);
  });
});
