import {
  clampLinePlayerCount,
  CURRENT_PLAY_VERSION,
  DEFAULT_SIZES,
  EDITOR,
  frameDurationMs,
  framesInNewPlay,
  maxZoomOf,
  movementSpeedOf,
  PLAY_PIECE_TYPES,
  PLAY_TAGS,
  PLAYBOOK_RECENT_ITEMS,
  PLAYBACK,
} from './index';

describe('play tags', () => {
  it('lists basketball, lacrosse and (no) football tags', () => {
    expect(PLAY_TAGS.basketball).toEqual([
      'Offense',
      'Defense',
      'Press',
      'Press Break',
      'Out-of-Bounds',
      'Ball Handling',
      'Read-and-React',
      'Transition',
    ]);
    expect(PLAY_TAGS.lacrosse).toHaveLength(10);
    expect(PLAY_TAGS.lacrosse).toContain('Man-Down');
    expect(PLAY_TAGS.football).toEqual([]);
  });
});

describe('editor constants', () => {
  it('snaps at 10 units and 30 px, drags after 3 px, nudges 2 units every 100 ms, autoscrolls at 30 px', () => {
    expect(EDITOR.alignmentSnapUnits).toBe(10);
    expect(EDITOR.lineSnapPx).toBe(30);
    expect(EDITOR.penSnapPx).toBe(30);
    expect(EDITOR.dragTolerancePx).toBe(3);
    expect([EDITOR.nudgeUnits, EDITOR.nudgeIntervalMs]).toEqual([2, 100]);
    expect(EDITOR.autoscrollEdgePx).toBe(30);
    expect([EDITOR.undoHistory, EDITOR.actionLog]).toEqual([100, 100]);
  });

  it('zooms to 3, or 4 for football; moves at 10, 10 and 3; starts with 1, 1 and 3 frames', () => {
    expect([maxZoomOf('basketball'), maxZoomOf('lacrosse'), maxZoomOf('football')]).toEqual([3, 3, 4]);
    expect([movementSpeedOf('basketball'), movementSpeedOf('lacrosse'), movementSpeedOf('football')]).toEqual(
      [10, 10, 3],
    );
    expect([framesInNewPlay('basketball'), framesInNewPlay('lacrosse'), framesInNewPlay('football')]).toEqual(
      [1, 1, 3],
    );
  });

  it('clamps line pieces to 2..8 players, default 3', () => {
    expect(clampLinePlayerCount(1)).toBe(2);
    expect(clampLinePlayerCount(9)).toBe(8);
    expect(clampLinePlayerCount(5)).toBe(5);
    expect(clampLinePlayerCount(Number.NaN)).toBe(3);
  });

  it('sizes comments 150 x 50 and shapes 10 x 5; play version 10', () => {
    expect(DEFAULT_SIZES.fieldComment).toEqual({ width: 150, height: 50 });
    expect(DEFAULT_SIZES.rectangle).toEqual({ width: 10, height: 5 });
    expect(DEFAULT_SIZES.ellipse).toEqual({ width: 10, height: 5 });
    expect(CURRENT_PLAY_VERSION).toBe(10);
    expect(PLAY_PIECE_TYPES).toHaveLength(22);
  });

  it('lists 3 most recent playbook items, long presses at 250 ms, pulls to refresh at 150 up to 200', () => {
    expect(PLAYBOOK_RECENT_ITEMS).toBe(3);
    expect(EDITOR.longPressMs).toBe(250);
    expect([EDITOR.pullToRefreshThreshold, EDITOR.pullToRefreshMax]).toEqual([150, 200]);
  });
});

describe('playback', () => {
  it('maps speeds 1..5 to 4, 2, 1, 0.5 and 0.25 times 900 ms', () => {
    expect([1, 2, 3, 4, 5].map(frameDurationMs)).toEqual([3600, 1800, 900, 450, 225]);
    expect(PLAYBACK.defaultSpeed).toBe(3);
    expect(PLAYBACK.pauseBetweenFramesMs).toBe(200);
  });

  it('clamps out-of-range speeds and plays non-numbers at the default', () => {
    expect(frameDurationMs(0)).toBe(3600);
    expect(frameDurationMs(9)).toBe(225);
    expect(frameDurationMs(Number.NaN)).toBe(900);
  });
});
