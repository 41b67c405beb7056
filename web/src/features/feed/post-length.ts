import { RICH_LIMITS } from '@chalktalk/domain';

/** The most characters of text a post or comment holds (the service refuses more, naming the limit). */
export const POST_MAX_CHARACTERS = RICH_LIMITS.textLength;

/** The counter appears this many characters before the limit: far from it, a count is only noise. */
export const POST_COUNTER_MARGIN = 1000;

const count = (n: number) => n.toLocaleString('en-US');
const characters = (n: number) => `${count(n)} ${n === 1 ? 'character' : 'characters'}`;

/** What the composer's counter says at this length, or null while the limit is still far. */
export function postLengthNotice(length: number): { text: string; over: boolean } | null {
  const left = POST_MAX_CHARACTERS - length;
  if (left > POST_COUNTER_MARGIN) return null;
  return left >= 0
    ? { text: `${characters(left)} left`, over: false }
    : { text: `${characters(-left)} over the limit of ${count(POST_MAX_CHARACTERS)}`, over: true };
}
