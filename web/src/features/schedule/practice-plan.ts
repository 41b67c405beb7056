import type { PracticeSection } from './schedule.types';

/** "18:00" + 75 minutes as "7:15 PM" (the practice's own wall clock; a plan never spans a zone change). */
export function clockAfter(startTime: string, minutes: number): string {
  const [h, m] = startTime.split(':').map(Number);
  const total = ((h ?? 0) * 60 + (m ?? 0) + minutes) % (24 * 60);
  const hour = Math.floor(total / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(total % 60).padStart(2, '0')} ${suffix}`;
}

/** Each section's start as the practice's clock shows it (sections follow one another, as the service publishes). */
export function phaseStarts(startTime: string, sections: readonly PracticeSection[]): string[] {
  let offset = 0;
  return sections.map((section) => {
    const start = clockAfter(startTime, offset);
    offset += section.minutes || 0;
    return start;
  });
}

/** Minutes between two HH:MM times of one day (0 when the end is not after the start). */
export function minutesBetween(startTime: string, endTime: string): number {
  const toMinutes = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  return Math.max(0, toMinutes(endTime) - toMinutes(startTime));
}
