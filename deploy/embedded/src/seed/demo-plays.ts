import { type Play, type SportLine, sportFamilyOf } from '@chalktalk/domain';
import { PlayScript } from './play-script';

/** A folder of the demo coach's personal playbook; a shared folder also appears in the team's playbook. */
export interface DemoFolder {
  name: string;
  sharedWithTeam: boolean;
  plays: Play[];
}

const LINEMEN = ['c', 'og-left', 'og-right', 'ot-left', 'ot-right'] as const;

function basketball(line: SportLine): DemoFolder[] {
  const backdoor = PlayScript.start(line, 'HALF_FIELD', '5 Out Backdoor', '_5out')
    .describe('Spread the floor, punish the overplay on the wing with a back cut.')
    .ballTo('_5out-1')
    .guard(['_5out-1', '_5out-2', '_5out-3', '_5out-4', '_5out-5'])
    .frame(0, 'Left wing pops out; the point hits them.')
    .run(0, '_5out-2', [[-2, -3]])
    .pass(0, '_5out-2')
    .frame(1, 'Right wing back-cuts while the point fills the top.')
    .cutToGoal(1, '_5out-3', [2, -4])
    .run(1, '_5out-1', [[6, 1]])
    .pass(1, '_5out-3')
    .frame(2, 'Finish at the rim.')
    .shoot(2);
  const ballScreen = PlayScript.start(line, 'HALF_FIELD', 'High Ball Screen', '_3out2in')
    .describe('The high post screens for the point guard, then rolls to the rim.')
    .ballTo('_3out2in-1')
    .guard(['_3out2in-1', '_3out2in-3', '_3out2in-5'])
    .frame(0, 'High post steps up to screen.')
    .run(0, '_3out2in-3', [[3, -10]], 'PICK')
    .frame(1, 'Point guard turns the corner; the screener rolls.')
    .run(1, '_3out2in-1', [[9, 8]], 'DRIBBLE')
    .cutToGoal(1, '_3out2in-3', [0, -5])
    .run(1, '_3out2in-5', [[10, -2]])
    .frame(2, 'Hit the roller.')
    .pass(2, '_3out2in-3')
    .frame(3)
    .shoot(3);
  const shell = PlayScript.start(line, 'DRILL', 'Shell Passing', '_4out1in')
    .describe('Four around one: move the ball, the defence jumps to the ball on every pass.')
    .ballTo('_4out1in-1')
    .guard(['_4out1in-1', '_4out1in-2', '_4out1in-4', '_4out1in-5'])
    .frame(0, 'Top to top.')
    .pass(0, '_4out1in-2')
    .frame(1, 'Top to the wing.')
    .pass(1, '_4out1in-5')
    .frame(2, 'Post flashes to the ball side.')
    .run(2, '_4out1in-3', [[6, 3]])
    .pass(2, '_4out1in-3');
  return [
    { name: 'Half-Court Offense', sharedWithTeam: true, plays: [backdoor.play, ballScreen.play] },
    { name: 'Hoops Drills', sharedWithTeam: false, plays: [shell.play] },
  ];
}

function lacrosse(line: SportLine): DemoFolder[] {
  const feed = PlayScript.start(line, 'HALF_FIELD', '2-3-1 Dodge and Feed', 'mens_2-3-1')
    .describe('Dodge from up top, move it to X, feed the cutting crease attackman.')
    .ballTo('mens_2-3-1-1')
    .guard(['mens_2-3-1-1', 'mens_2-3-1-4', 'mens_2-3-1-6'])
    .frame(0, 'Top left dodges down the alley.')
    .run(0, 'mens_2-3-1-1', [[-3, 6]], 'DRIBBLE')
    .frame(1, 'Turned back: move it to X.')
    .pass(1, 'mens_2-3-1-6')
    .frame(2, 'Crease attackman cuts; X feeds him.')
    .run(2, 'mens_2-3-1-4', [[-3, 1]])
    .pass(2, 'mens_2-3-1-4')
    .frame(3, 'Quick stick.')
    .shoot(3);
  const skip = PlayScript.start(line, 'HALF_FIELD', '3-3 Skip to the Wing', 'mens_3-3')
    .describe('Draw the slide up top, skip it across, shoot from the wing.')
    .ballTo('mens_3-3-1')
    .guard(['mens_3-3-1', 'mens_3-3-2', 'mens_3-3-3'])
    .frame(0, 'Middle middie pulls the defence.')
    .run(0, 'mens_3-3-2', [[-2, 3]])
    .pass(0, 'mens_3-3-2')
    .frame(1, 'Skip across the top.')
    .pass(1, 'mens_3-3-3')
    .frame(2, 'Right wing dodges to the cage.')
    .run(2, 'mens_3-3-3', [[-4, 7]], 'DRIBBLE')
    .frame(3)
    .shoot(3);
  const circle = PlayScript.start(line, 'DRILL', 'Circle Ball Movement', 'mens_circle')
    .describe('Keep the ball moving around the circle: one more pass than the defence wants.')
    .ballTo('mens_circle-1')
    .frame(0, 'Around the circle; the receiver steps to the ball.')
    .run(0, 'mens_circle-2', [[0, -2]])
    .pass(0, 'mens_circle-2')
    .frame(1)
    .run(1, 'mens_circle-3', [[0, -2]])
    .pass(1, 'mens_circle-3')
    .frame(2, 'Feed the cutter.')
    .cutToGoal(2, 'mens_circle-4', [2, -5])
    .pass(2, 'mens_circle-4');
  return [
    { name: 'Settled Offense', sharedWithTeam: true, plays: [feed.play, skip.play] },
    { name: 'Lacrosse Drills', sharedWithTeam: false, plays: [circle.play] },
  ];
}

/** The line blocks straight ahead in the play frame (football frames: 0 pre-snap, 1 snap, 2 play). */
function lineBlocks(script: PlayScript): PlayScript {
  for (const lineman of LINEMEN) script.run(2, lineman, [[0, -1.5]], 'BLOCK');
  return script;
}

function football(line: SportLine): DemoFolder[] {
  const slant = lineBlocks(
    PlayScript.start(line, 'FULL_FIELD', 'Slant Flat', undefined)
      .describe('Quick game: the split end runs the slant, the tight end the flat.')
      .frame(0, 'Flanker motions in before the snap.')
      .run(0, 'wr-right', [[-5, 0]], 'PRESNAP')
      .frame(1, 'Snap.')
      .frame(2, 'Three-step drop, throw the slant.'),
  )
    .run(2, 'qb', [[0, 3]])
    .run(2, 'wr-left', [
      [0, -4],
      [6, -5],
    ])
    .run(2, 'te', [
      [2, -2],
      [6, -1],
    ])
    .pass(2, 'wr-left');
  const power = lineBlocks(
    PlayScript.start(line, 'FULL_FIELD', 'Power Right', undefined)
      .describe('Fullback kicks out, the tailback follows him through the hole.')
      .frame(1, 'Snap.')
      .frame(2, 'Hand off; the fullback leads.'),
  )
    .run(2, 'rb-fullback', [[4, -5]], 'BLOCK')
    .pass(2, 'rb-tailback', 'HANDOFF')
    .run(2, 'rb-tailback', [
      [3, -4],
      [4, -12],
    ]);
  const verticals = lineBlocks(
    PlayScript.start(line, 'FULL_FIELD', 'Four Verticals', undefined)
      .describe('Everybody goes deep; the quarterback reads the safeties.')
      .frame(1, 'Snap.')
      .frame(2, 'Five-step drop, throw the seam.'),
  )
    .run(2, 'qb', [[0, 5]])
    .run(2, 'wr-left', [[0, -20]])
    .run(2, 'wr-right', [[0, -20]])
    .run(2, 'te', [[1, -18]])
    .run(2, 'rb-tailback', [[-6, -16]])
    .pass(2, 'te');
  return [
    { name: 'Base Offense', sharedWithTeam: true, plays: [slant.play, power.play] },
    { name: 'Two-Minute Drill', sharedWithTeam: false, plays: [verticals.play] },
  ];
}

/** The demo coach's folders and plays for a team of this sport line. */
export function demoFoldersFor(line: SportLine): DemoFolder[] {
  const family = sportFamilyOf(line);
  if (family === 'basketball') return basketball(line);
  if (family === 'lacrosse') return lacrosse(line);
  return football(line);
}
