import { createHash } from 'node:crypto';
import { RenderOptions } from './render-options';

/** Bumped whenever the drawing or the encoding changes, so old cached files are not served for new looks. */
export const RENDERER_VERSION = 1;

/** JSON with object keys sorted at every level: the same play gives the same text whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The cache key of a render: the play document and what shapes the pixels (size, fps, speed). Formats are
 * not part of it: each format is a separate file under the same hash, so asking for an MP4 later reuses the
 * GIF's key. Dates that do not change the drawing (lastUpdated, created) are left out, so re-saving an
 * unchanged play still hits the cache.
 */
export function renderHash(
  play: unknown,
  options: Pick<RenderOptions, 'width' | 'height' | 'fps' | 'speed'>,
): string {
  const drawing =
    play && typeof play === 'object' && !Array.isArray(play)
      ? Object.fromEntries(
          Object.entries(play as Record<string, unknown>).filter(([k]) => !VOLATILE_KEYS.has(k)),
        )
      : play;
  return createHash('sha256')
    .update(
      canonicalJson({
        v: RENDERER_VERSION,
        play: drawing,
        width: options.width,
        height: options.height,
        fps: options.fps,
        speed: options.speed,
      }),
    )
    .digest('hex');
}

const VOLATILE_KEYS = new Set(['lastUpdated', 'created', 'createdAt', 'updatedAt', 'lastModified']);

export function storageKeys(hash: string): Record<'gif' | 'mp4' | 'png', string> {
  const prefix = `${hash.slice(0, 2)}/${hash}`;
  return { gif: `${prefix}/play.gif`, mp4: `${prefix}/play.mp4`, png: `${prefix}/poster.png` };
}
