import type { PlayType, SportFamily } from '@chalktalk/domain';
import type { ToolId } from '../tools/tool.types';

export interface PaletteTool {
  name: string;
  tool: ToolId;
}

/** A tool group (OFFENSE_MOVE, …) or a single tool shown on its own (a group of one without a name). */
export interface PaletteGroup {
  id: string;
  name: string;
  tools: PaletteTool[];
}

export interface PaletteSection {
  /** offense, defense, other or drill. */
  id: 'basics' | 'field' | 'offense' | 'defense' | 'other' | 'drill';
  name: string;
  groups: PaletteGroup[];
}

const t = (name: string, tool: ToolId): PaletteTool => ({ name, tool });
const group = (id: string, name: string, ...tools: PaletteTool[]): PaletteGroup => ({ id, name, tools });
const single = (tool: PaletteTool): PaletteGroup => group(tool.name.toUpperCase(), '', tool);

const PICK = t('Pick', { kind: 'move', type: 'PICK' });
const DRIBBLE = t('Dribble', { kind: 'move', type: 'DRIBBLE' });
const ZONE = t('Zone', { kind: 'move', type: 'ZONE' });
const MOVE_2 = t('Move 2', { kind: 'move', type: 'MOVE2' });
const PRE_SNAP = t('Pre-Snap', { kind: 'move', type: 'PRESNAP' });
const SHOOT = t('Shoot', { kind: 'shoot' });
const OPTION = t('Option', { kind: 'option' });
const REBOUND = t('Rebound', { kind: 'pass', type: 'REBOUND' });
const GROUND_BALL = t('Ground Ball', { kind: 'pass', type: 'GROUND_BALL' });
const SNAP = t('Snap', { kind: 'pass', type: 'SNAP' });
const HANDOFF = t('Handoff', { kind: 'pass', type: 'HANDOFF' });
const ASSIGN = t('Assign', { kind: 'assign' });
const COMMENT = t('Comment', { kind: 'comment' });
const SHAPES = group(
  'SHAPES',
  'Shapes',
  t('Rectangle', { kind: 'shape', type: 'RECTANGLE' }),
  t('Ellipse', { kind: 'shape', type: 'ELLIPSE' }),
);

/**
 * Ours, not in the catalogue: selecting, placing players and the ball, and the plain move and pass
 * every sport needs, offered above the catalogue's sections in every play type.
 */
export const BASICS: PaletteSection = {
  id: 'basics',
  name: 'Players',
  groups: [
    group(
      'BASICS',
      '',
      t('Select', { kind: 'select' }),
      t('Blue player', { kind: 'player', type: 'BLUEPLAYER' }),
      t('Orange player', { kind: 'player', type: 'ORANGEPLAYER' }),
      t('Coach', { kind: 'player', type: 'COACH' }),
      t('Ball', { kind: 'ball' }),
      t('Move', { kind: 'move', type: 'MOVE' }),
      t('Pass', { kind: 'pass', type: 'PASS' }),
    ),
  ],
};

/**
 * Ours: the field pieces of spec 2 §3 (goal, offensive and defensive lines) that the catalogue's
 * groups do not list, offered in field setup mode, where the pieces on every frame are edited.
 */
export const FIELD_PIECES: PaletteSection = {
  id: 'field',
  name: 'Field',
  groups: [
    group(
      'FIELD_PIECES',
      '',
      t('Goal', { kind: 'piece', type: 'GOAL' }),
      t('Offensive line', { kind: 'piece', type: 'OLINE' }),
      t('Defensive line', { kind: 'piece', type: 'DLINE' }),
    ),
  ],
};

const other = (): PaletteSection => ({ id: 'other', name: 'Other', groups: [single(COMMENT), SHAPES] });

/** Spec 2 §3 tool catalogue, per sport: offense, defense and other; drills have their own list. */
const CATALOGUE: Record<SportFamily, { play: PaletteSection[]; drill: PaletteSection[] }> = {
  basketball: {
    play: [
      {
        id: 'offense',
        name: 'Offense',
        groups: [
          group('OFFENSE_MOVE', 'Move', PICK, DRIBBLE),
          group('OFFENSE_PASS', 'Pass', SHOOT, OPTION, REBOUND),
        ],
      },
      { id: 'defense', name: 'Defense', groups: [group('DEFENSE_MOVE', 'Move', ZONE), single(ASSIGN)] },
      other(),
    ],
    drill: [
      {
        id: 'drill',
        name: 'Drill',
        groups: [
          group('MOVE', 'Move', PICK, DRIBBLE, ZONE),
          group('OFFENSE_PASS', 'Pass', SHOOT, OPTION, REBOUND),
          single(ASSIGN),
          single(COMMENT),
        ],
      },
    ],
  },
  lacrosse: {
    play: [
      {
        id: 'offense',
        name: 'Offense',
        groups: [
          group('OFFENSE_MOVE', 'Move', PICK, MOVE_2),
          group('OFFENSE_PASS', 'Pass', SHOOT, OPTION, GROUND_BALL),
        ],
      },
      { id: 'defense', name: 'Defense', groups: [group('DEFENSE_MOVE', 'Move', ZONE), single(ASSIGN)] },
      other(),
    ],
    drill: [
      {
        id: 'drill',
        name: 'Drill',
        groups: [
          group('MOVE', 'Move', PICK, MOVE_2, ZONE),
          group('PASS', 'Pass', SHOOT, OPTION, GROUND_BALL),
          single(ASSIGN),
          single(COMMENT),
        ],
      },
    ],
  },
  football: {
    play: [
      {
        id: 'offense',
        name: 'Offense',
        groups: [
          group('OFFENSE_MOVE', 'Move', PRE_SNAP),
          group('OFFENSE_PASS', 'Pass', OPTION, SNAP, HANDOFF),
        ],
      },
      { id: 'defense', name: 'Defense', groups: [group('DEFENSE_MOVE', 'Move', ZONE), single(ASSIGN)] },
      other(),
    ],
    drill: [
      {
        id: 'drill',
        name: 'Drill',
        groups: [
          group('MOVE', 'Move', PRE_SNAP, ZONE),
          group('PASS', 'Pass', OPTION),
          single(ASSIGN),
          single(COMMENT),
        ],
      },
    ],
  },
};

/**
 * The palette of a play: the basics, the field pieces in field setup mode, then the catalogue's
 * sections for its sport and play type.
 */
export function paletteFor(family: SportFamily, type: PlayType, fieldSetup = false): PaletteSection[] {
  const sports = CATALOGUE[family];
  return [BASICS, ...(fieldSetup ? [FIELD_PIECES] : []), ...(type === 'DRILL' ? sports.drill : sports.play)];
}

/** The move shapes a selected move can switch between, per sport. */
export const MOVE_SHAPES: Record<SportFamily, PaletteTool[]> = {
  basketball: [t('Move', { kind: 'move', type: 'MOVE' }), PICK, DRIBBLE, ZONE],
  lacrosse: [t('Move', { kind: 'move', type: 'MOVE' }), PICK, MOVE_2, ZONE],
  football: [
    t('Move', { kind: 'move', type: 'MOVE' }),
    t('Block', { kind: 'move', type: 'BLOCK' }),
    PRE_SNAP,
    ZONE,
  ],
};
