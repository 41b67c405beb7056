import { AppError } from '../../errors/app-error';
import { idsInPlay, nextId } from '../model/ids';
import { Play } from '../model/play.types';
import { requirePlayer, updateFrame } from './frame-access';

/** Adds a passing option from source to target; dropping a second identical option removes it. */
export function addOption(
  play: Play,
  frameIndex: number,
  args: { source: string; target: string; id?: string },
): Play {
  requirePlayer(play, args.source);
  requirePlayer(play, args.target);
  if (args.source === args.target) throw new AppError('G001', { message: 'An option needs two players.' });
  const id = args.id ?? nextId(idsInPlay(play), 'option');
  return updateFrame(play, frameIndex, (frame) => {
    const same = (o: { source: string; target: string }) =>
      o.source === args.source && o.target === args.target;
    const options = frame.options.some(same)
      ? frame.options.filter((o) => !same(o))
      : [...frame.options, { id, source: args.source, target: args.target }];
    return { ...frame, options };
  });
}

/** Assigns a defender (source) to an attacker (target); a defender guards one player per frame. */
export function addAssignment(
  play: Play,
  frameIndex: number,
  args: { source: string; target: string; id?: string },
): Play {
  requirePlayer(play, args.source);
  requirePlayer(play, args.target);
  if (args.source === args.target) throw new AppError('G001', { message: 'A player cannot guard itself.' });
  const id = args.id ?? nextId(idsInPlay(play), 'assign');
  return updateFrame(play, frameIndex, (frame) => ({
    ...frame,
    assignments: [
      ...frame.assignments.filter((a) => a.source !== args.source),
      { id, source: args.source, target: args.target },
    ],
  }));
}
