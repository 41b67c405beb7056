import { isValidDate } from '../../validation/time';

/**
 * Text that starts with a calendar day which does not exist ('2027-02-30T10:00:00Z'): Date would read it as
 * another day (2 March), so such text is no date at all.
 */
export function namesImpossibleDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day !== undefined && !isValidDate(day);
}

/**
 * Stored dates arrive as Date, ISO strings, epoch milliseconds or document-store timestamps
 * ({seconds, nanoseconds}, also with leading underscores). Anything unreadable is undefined.
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string' || typeof value === 'number') {
    if (namesImpossibleDay(value)) return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const seconds = record['seconds'] ?? record['_seconds'];
    const nanoseconds = record['nanoseconds'] ?? record['_nanoseconds'] ?? 0;
    if (typeof seconds === 'number' && typeof nanoseconds === 'number') {
      return new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6));
    }
  }
  return undefined;
}
