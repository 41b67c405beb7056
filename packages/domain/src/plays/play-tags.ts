import { SportFamily } from '../sports/edition';

/** Play tags offered per sport family. Football offers none. */
export const PLAY_TAGS: Record<SportFamily, readonly string[]> = {
  basketball: [
    'Offense',
    'Defense',
    'Press',
    'Press Break',
    'Out-of-Bounds',
    'Ball Handling',
    'Read-and-React',
    'Transition',
  ],
  lacrosse: [
    'Offense',
    'Extra-Man',
    'Defense',
    'Man-Down',
    'Ride',
    'Clear',
    'Face-Off',
    'Stick-Work',
    'Read-and-React',
    'Transition',
  ],
  football: [],
};

export function playTagsOf(family: SportFamily): readonly string[] {
  return PLAY_TAGS[family];
}
