import { AspectRatio, Box } from '@mantine/core';
import { IconChalkboard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './PlayPoster.module.css';

/** The size the render service draws list posters at (4:3, like every export). */
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 300;

/**
 * A poster not there yet (its render was just asked for) is tried again after these waits, then every
 * POSTER_RETRY_LATER_MS up to POSTER_TRIES tries in all (about ten minutes), then left as the placeholder until the
 * list is shown again. A loaded machine can queue a render for minutes behind a whole list's posters.
 */
export const POSTER_RETRY_MS = [2_000, 4_000, 8_000, 15_000] as const;
export const POSTER_RETRY_LATER_MS = 30_000;
export const POSTER_TRIES = 24;

function retryDelay(attempt: number): number | undefined {
  if (attempt + 1 >= POSTER_TRIES) return undefined;
  return POSTER_RETRY_MS[attempt] ?? POSTER_RETRY_LATER_MS;
}

interface PlayPosterProps {
  /** The poster's address; null when there is none to ask for (the placeholder stays). */
  src: string | null;
  /** The play's name: the poster's alternative text says whose it is. */
  name: string;
  /** Display width in pixels; the height follows at 4:3 before anything loads, so nothing shifts. */
  width: number;
}

/**
 * A play's poster (its opening position) in a list: loaded lazily, sized before it loads, and a placeholder of the
 * same size until it is ready.
 */
export function PlayPoster({ src, name, width }: PlayPosterProps) {
  // Tries of this address: another address (the play changed, the key came) starts again.
  const [tries, setTries] = useState({ of: src, attempt: 0, missing: false });
  const { attempt, missing } = tries.of === src ? tries : { attempt: 0, missing: false };
  useEffect(() => {
    if (!missing) return undefined;
    const wait = retryDelay(attempt);
    if (wait === undefined) return undefined;
    const timer = setTimeout(() => setTries({ of: src, attempt: attempt + 1, missing: false }), wait);
    return () => clearTimeout(timer);
  }, [missing, attempt, src]);

  const shown = src !== null && !missing;
  return (
    // Width and height both fixed: a broken image shows its alternative text, which must not grow the box either.
    <AspectRatio
      ratio={POSTER_WIDTH / POSTER_HEIGHT}
      w={width}
      h={(width * POSTER_HEIGHT) / POSTER_WIDTH}
      className={classes.poster}
      data-play-poster=""
    >
      {shown ? (
        <img
          // A new element per attempt: the browser asks again for an address that failed.
          key={attempt}
          src={src}
          alt={`Poster of ${name}`}
          loading="lazy"
          decoding="async"
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          className={classes.image}
          onError={() => setTries({ of: src, attempt, missing: true })}
        />
      ) : (
        <Box role="img" aria-label={`Poster of ${name} (not ready yet)`} className={classes.placeholder}>
          <IconChalkboard size={Math.round(width / 4)} stroke={1.5} aria-hidden />
        </Box>
      )}
    </AspectRatio>
  );
}
