import type { PracticeSection } from './practice-template.entity';

export interface PracticePhase {
  name: string;
  /** Minutes from the practice's start. */
  startOffsetMinutes: number;
  minutes: number;
  startAt: Date;
}

/**
 * A plan's sections placed in time: each starts where the one before ends. The offsets are what notifications
 * needs for PRACTICE_PHASE and what the plan editor shows as start times; a plan longer than the practice keeps its
 * later phases (the coach sees the overrun in the editor, the phases still happen).
 */
export function practicePhases(startAt: Date, sections: readonly PracticeSection[]): PracticePhase[] {
  let offset = 0;
  return sections.map((section) => {
    const phase = {
      name: section.title,
      startOffsetMinutes: offset,
      minutes: section.minutes,
      startAt: new Date(startAt.getTime() + offset * 60_000),
    };
    offset += section.minutes;
    return phase;
  });
}
