import { AppError } from '@chalktalk/domain';
import { etagMatches } from '../http/conditional-get';
import type { PosterAnswer } from './play-poster.store';

interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(payload?: unknown): unknown;
}

/**
 * Answers a poster request. Ready: 302 to the stored PNG (content-addressed, cached a year) with the drawing's
 * hash as entity tag, kept for a minute (`cacheScope`: private for a user's plays, public for public ones) and
 * then revalidated: 304 while the drawing is unchanged. Not ready yet: G004, never cached, while it renders.
 */
export function sendPoster(
  reply: Reply,
  poster: PosterAnswer,
  ifNoneMatch: string | undefined,
  cacheScope: 'private' | 'public',
): void {
  if (poster.status === 'pending') {
    reply.header('cache-control', 'no-store');
    throw new AppError('G004', { message: 'The poster of this play is not ready yet' });
  }
  reply.header('etag', poster.etag).header('cache-control', `${cacheScope}, max-age=60`);
  if (etagMatches(ifNoneMatch, poster.etag)) {
    reply.status(304).send();
    return;
  }
  reply.status(302).header('location', poster.location).send();
}
