import type { PlayType, SportFamily } from '@chalktalk/domain';
import {
  IconArrowBarRight,
  IconArrowBarToDown,
  IconArrowBounce,
  IconArrowCurveRight,
  IconArrowMoveDown,
  IconArrowNarrowRightDashed,
  IconArrowRightDashed,
  IconArrowsExchange,
  IconArrowsSplit2,
  IconArrowUpRight,
  IconBallAmericanFootball,
  IconBallBasketball,
  IconBallTennis,
  IconCircle,
  IconCircleDashed,
  IconCircleFilled,
  IconHandGrab,
  IconLink,
  IconMessage2,
  IconOval,
  IconPointer,
  IconRectangle,
  IconRoute,
  IconShape,
  IconShield,
  IconTarget,
  IconTargetArrow,
  IconUsersGroup,
  IconWaveSine,
  type Icon,
} from '@tabler/icons-react';
import type { ToolId } from '../tools/tool.types';

/** Spec 2 §3: each tool has a display name, a tool type and an icon. */
export interface PaletteTool {
  name: string;
  tool: ToolId;
  icon: Icon;
  /** Player tools show the colour they place (the play's primary or secondary). */
  tint?: 'primary' | 'secondary';
}

/**
 * A tool group (OFFENSE_MOVE, …: id, name, icon and tools, spec 2 §3) or a single tool shown on its own (a
 * group of one without a name, which takes its tool's icon).
 */
export interface PaletteGroup {
  id: string;
  name: string;
  icon: Icon;
  tools: PaletteTool[];
}

export interface PaletteSection {
  /** offense, defense, other or drill. */
  id: 'basics' | 'field' | 'offense' | 'defense' | 'other' | 'drill';
  name: string;
  groups: PaletteGroup[];
}

const t = (name: string, tool: ToolId, icon: Icon, tint?: PaletteTool['tint']): PaletteTool => ({
  name,
  tool,
  icon,
  ...(tint ? { tint } : {}),
});
const group = (id: string, name: string, icon: Icon, ...tools: PaletteTool[]): PaletteGroup => ({
  id,
  name,
  icon,
  tools,
});
const single = (tool: PaletteTool): PaletteGroup => group(tool.name.toUpperCase(), '', tool.icon, tool);

// The icons draw what the tool draws where they can: a bar head for a pick, a wave for a dribble, dashes
// for passes, a dashed ring for a zone, filled circles in the players' colours.
const MOVE = t('Move', { kind: 'move', type: 'MOVE' }, IconArrowUpRight);
const PICK = t('Pick', { kind: 'move', type: 'PICK' }, IconArrowBarRight);
const DRIBBLE = t('Dribble', { kind: 'move', type: 'DRIBBLE' }, IconWaveSine);
const ZONE = t('Zone', { kind: 'move', type: 'ZONE' }, IconCircleDashed);
const MOVE_2 = t('Move 2', { kind: 'move', type: 'MOVE2' }, IconArrowCurveRight);
const PRE_SNAP = t('Pre-Snap', { kind: 'move', type: 'PRESNAP' }, IconArrowRightDashed);
const SHOOT = t('Shoot', { kind: 'shoot' }, IconTargetArrow);
const OPTION = t('Option', { kind: 'option' }, IconArrowsSplit2);
const REBOUND = t('Rebound', { kind: 'pass', type: 'REBOUND' }, IconArrowBounce);
const GROUND_BALL = t('Ground Ball', { kind: 'pass', type: 'GROUND_BALL' }, IconArrowBarToDown);
const SNAP = t('Snap', { kind: 'pass', type: 'SNAP' }, IconArrowMoveDown);
const HANDOFF = t('Handoff', { kind: 'pass', type: 'HANDOFF' }, IconHandGrab);
const ASSIGN = t('Assign', { kind: 'assign' }, IconLink);
const COMMENT = t('Comment', { kind: 'comment' }, IconMessage2);
const SHAPES = group(
  'SHAPES',
  'Shapes',
  IconShape,
  t('Rectangle', { kind: 'shape', type: 'RECTANGLE' }, IconRectangle),
  t('Ellipse', { kind: 'shape', type: 'ELLIPSE' }, IconOval),
);
/** The move groups (OFFENSE_MOVE, DEFENSE_MOVE, MOVE) and the pass groups (OFFENSE_PASS, PASS). */
const moves = (id: string, ...tools: PaletteTool[]) => group(id, 'Move', IconRoute, ...tools);
const passes = (id: string, ...tools: PaletteTool[]) => group(id, 'Pass', IconArrowsExchange, ...tools);

const BALL_ICONS: Record<SportFamily, Icon> = {
  basketball: IconBallBasketball,
  football: IconBallAmericanFootball,
  lacrosse: IconBallTennis,
};

/**
 * Ours, not in the catalogue: selecting, placing players and the ball, and the plain move and pass
 * every sport needs, offered above the catalogue's sections in every play type.
 */
export function basicsFor(family: SportFamily): PaletteSection {
  return {
    id: 'basics',
    name: 'Players',
    groups: [
      group(
        'BASICS',
        '',
        IconPointer,
        t('Select', { kind: 'select' }, IconPointer),
        t('Blue player', { kind: 'player', type: 'BLUEPLAYER' }, IconCircleFilled, 'primary'),
        t('Orange player', { kind: 'player', type: 'ORANGEPLAYER' }, IconCircleFilled, 'secondary'),
        t('Coach', { kind: 'player', type: 'COACH' }, IconCircle),
        t('Ball', { kind: 'ball' }, BALL_ICONS[family]),
        MOVE,
        t('Pass', { kind: 'pass', type: 'PASS' }, IconArrowNarrowRightDashed),
      ),
    ],
  };
}

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
      IconTarget,
      t('Goal', { kind: 'piece', type: 'GOAL' }, IconTarget),
      t('Offensive line', { kind: 'piece', type: 'OLINE' }, IconUsersGroup, 'primary'),
      t('Defensive line', { kind: 'piece', type: 'DLINE' }, IconShield, 'secondary'),
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
        groups: [moves('OFFENSE_MOVE', PICK, DRIBBLE), passes('OFFENSE_PASS', SHOOT, OPTION, REBOUND)],
      },
      { id: 'defense', name: 'Defense', groups: [moves('DEFENSE_MOVE', ZONE), single(ASSIGN)] },
      other(),
    ],
    drill: [
      {
        id: 'drill',
        name: 'Drill',
        groups: [
          moves('MOVE', PICK, DRIBBLE, ZONE),
          passes('OFFENSE_PASS', SHOOT, OPTION, REBOUND),
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
        groups: [moves('OFFENSE_MOVE', PICK, MOVE_2), passes('OFFENSE_PASS', SHOOT, OPTION, GROUND_BALL)],
      },
      { id: 'defense', name: 'Defense', groups: [moves('DEFENSE_MOVE', ZONE), single(ASSIGN)] },
      other(),
    ],
    drill: [
      {
        id: 'drill',
        name: 'Drill',
        groups: [
          moves('MOVE', PICK, MOVE_2, ZONE),
          passes('PASS', SHOOT, OPTION, GROUND_BALL),
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
        groups: [moves('OFFENSE_MOVE', PRE_SNAP), passes('OFFENSE_PASS', OPTION, SNAP, HANDOFF)],
      },
      { id: 'defense', name: 'Defense', groups: [moves('DEFENSE_MOVE', ZONE), single(ASSIGN)] },
      other(),
    ],
    drill: [
      {
        id: 'drill',
        name: 'Drill',
        groups: [moves('MOVE', PRE_SNAP, ZONE), passes('PASS', OPTION), single(ASSIGN), single(COMMENT)],
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
  return [
    basicsFor(family),
    ...(fieldSetup ? [FIELD_PIECES] : []),
    ...(type === 'DRILL' ? sports.drill : sports.play),
  ];
}

/** The move shapes a selected move can switch between, per sport. */
export const MOVE_SHAPES: Record<SportFamily, PaletteTool[]> = {
  basketball: [MOVE, PICK, DRIBBLE, ZONE],
  lacrosse: [MOVE, PICK, MOVE_2, ZONE],
  football: [MOVE, t('Block', { kind: 'move', type: 'BLOCK' }, IconArrowBarRight), PRE_SNAP, ZONE],
};
