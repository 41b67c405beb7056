import type { DepthChartDocument } from '@chalktalk/domain';

export interface SlotRef {
  section: string;
  line: number;
  index: number;
}

/** A deep copy of a chart (plain data: sections of lines of ids). */
export function cloneChart(chart: DepthChartDocument): DepthChartDocument {
  return {
    sections: Object.fromEntries(
      Object.entries(chart.sections).map(([id, s]) => [
        id,
        { enabled: s.enabled, lines: s.lines.map((l) => [...l]) },
      ]),
    ),
  };
}

export const slotId = (s: SlotRef) => `slot:${s.section}:${s.line}:${s.index}`;

export function parseSlotId(id: string): SlotRef | null {
  const m = /^slot:([^:]+):(\d+):(\d+)$/.exec(id);
  return m ? { section: m[1]!, line: Number(m[2]), index: Number(m[3]) } : null;
}

/**
 * Puts a player in a slot. Coming from another slot of the same section, the two swap; a player already elsewhere
 * in the target section leaves that place (a player appears once per section). Returns a new chart.
 */
export function placePlayer(
  chart: DepthChartDocument,
  rosterId: string,
  target: SlotRef,
  from: SlotRef | null,
): DepthChartDocument {
  const next = cloneChart(chart);
  const section = next.sections[target.section];
  if (!section) return chart;
  const displaced = section.lines[target.line]?.[target.index] ?? null;
  if (from) next.sections[from.section]!.lines[from.line]![from.index] = null;
  for (const line of section.lines)
    for (let i = 0; i < line.length; i++) if (line[i] === rosterId) line[i] = null;
  section.lines[target.line]![target.index] = rosterId;
  if (from && displaced && displaced !== rosterId) {
    const origin = next.sections[from.section]!;
    if (from.section === target.section || !origin.lines.some((l) => l.includes(displaced)))
      origin.lines[from.line]![from.index] = displaced;
  }
  return next;
}

export function clearSlot(chart: DepthChartDocument, slot: SlotRef): DepthChartDocument {
  const next = cloneChart(chart);
  next.sections[slot.section]!.lines[slot.line]![slot.index] = null;
  return next;
}

export function addLine(chart: DepthChartDocument, section: string, slots: number): DepthChartDocument {
  const next = cloneChart(chart);
  next.sections[section]!.lines.push(Array<string | null>(slots).fill(null));
  return next;
}

export function removeLastLine(chart: DepthChartDocument, section: string): DepthChartDocument {
  const next = cloneChart(chart);
  if (next.sections[section]!.lines.length > 1) next.sections[section]!.lines.pop();
  return next;
}
