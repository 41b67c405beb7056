import { createHash } from 'node:crypto';

/** What shapes the pixels of an export: the render service draws every export of this service this way. */
export const EXPORT_OPTIONS = { width: 800, height: 600, fps: 15, speed: 3 } as const;

/** Dates that change on every save without changing the drawing. */
const VOLATILE_KEYS = new Set([
  'lastUpdated',
  'lastModified',
  'createdDate',
  'created',
  'viewers',
  'viewerCount',
]);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The export cache key: the play as drawn plus the options. Two exports of an unchanged play share it, so
 * the second is answered from the first one's files (or joins its pending render) instead of rendering again.
 */
export function exportHash(play: object, options: object = EXPORT_OPTIONS): string {
  const drawing = Object.fromEntries(Object.entries(play).filter(([k]) => !VOLATILE_KEYS.has(k)));
  return createHash('sha256')
    .update(canonical({ play: drawing, options }))
    .digest('hex');
}
