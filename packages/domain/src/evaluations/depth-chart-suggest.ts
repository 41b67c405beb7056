import { type DepthChartSection, depthChartSectionsOf } from '../roster/depth-chart';
import type { SportLine } from '../sports/sport-lines';

/** One line of a section: a roster id or null (empty) per slot. */
export type DepthChartLine = Array<string | null>;

/** A depth chart as stored: per section its lines; optional sections carry `enabled`. */
export interface DepthChartDocument {
  sections: Record<string, { lines: DepthChartLine[]; enabled: boolean }>;
}

export interface RatedPlayer {
  id: string;
  position: string;
  overallRating: number | null;
}

/**
 * Positions whose players a section takes, per sport line and section id; a section not listed takes any position
 * (basketball and football starters). Special teams (man-up, man-down) draw from players already placed.
 */
const SECTION_POSITIONS: Partial<Record<SportLine, Record<string, readonly string[]>>> = {
  LACROSSE_MENS: {
    attack: ['attack'],
    midfield: ['midfield', 'offense mid', 'defense mid'],
    faceOff: ['face-off'],
    shortStickDefensiveMidfield: ['defense mid'],
    longStickMidfield: ['LSM'],
    defense: ['defense'],
    goalkeeper: ['goalkeeper'],
    manUp: ['attack', 'offense mid', 'midfield'],
    manDown: ['defense', 'LSM', 'defense mid'],
  },
  LACROSSE_WOMENS: {
    attack: ['attack'],
    midfield: ['midfield'],
    defense: ['defense'],
    goalkeeper: ['goalkeeper'],
  },
  LACROSSE_BOX: {
    forward: ['forward'],
    transition: ['transition'],
    defense: ['defense'],
    goalkeeper: ['goalkeeper'],
  },
};

/** Man-up and man-down are special teams: the same players also appear in their even-strength sections. */
const SPECIAL_TEAMS = new Set(['manUp', 'manDown']);

/** An empty chart: one empty line per section, optional sections off. */
export function emptyDepthChart(line: SportLine): DepthChartDocument {
  const sections: DepthChartDocument['sections'] = {};
  for (const section of depthChartSectionsOf(line))
    sections[section.id] = {
      lines: [Array<string | null>(section.slots).fill(null)],
      enabled: !section.optional,
    };
  return { sections };
}

const byRating = (a: RatedPlayer, b: RatedPlayer) =>
  (b.overallRating ?? -1) - (a.overallRating ?? -1) || a.id.localeCompare(b.id);

function fill(section: DepthChartSection, candidates: RatedPlayer[], lines: number): DepthChartLine[] {
  const result: DepthChartLine[] = [];
  for (let l = 0; l < lines; l++) {
    const line = candidates.slice(l * section.slots, (l + 1) * section.slots).map((p) => p.id);
    result.push([...line, ...Array<null>(section.slots - line.length).fill(null)]);
  }
  return result;
}

/**
 * "Suggest from ratings": fills every section with the best-rated players of the positions it takes (unrated
 * players last), each player in one even-strength section only; multi-line sections get as many full lines as
 * the players allow (at least one, at most maxLines); an optional section is switched on when it gets a player.
 * Basketball starters take the best player of each of the five positions first, then the best of the rest.
 */
export function suggestDepthChart(line: SportLine, players: readonly RatedPlayer[]): DepthChartDocument {
  const chart = emptyDepthChart(line);
  const used = new Set<string>();
  const positionsOf = SECTION_POSITIONS[line];
  for (const section of depthChartSectionsOf(line)) {
    const special = SPECIAL_TEAMS.has(section.id);
    const wanted = positionsOf?.[section.id];
    let candidates = players
      .filter((p) => (special || !used.has(p.id)) && (!wanted || wanted.includes(p.position)))
      .sort(byRating);
    if (section.id === 'starters' && line.startsWith('BASKETBALL'))
      candidates = onePerPositionFirst(candidates);
    const lines = Math.max(1, Math.min(section.maxLines, Math.floor(candidates.length / section.slots)));
    const filled = fill(section, candidates, lines);
    chart.sections[section.id] = {
      lines: filled,
      enabled: !section.optional || filled.some((l) => l.some((id) => id !== null)),
    };
    if (!special) for (const l of filled) for (const id of l) if (id) used.add(id);
  }
  return chart;
}

function onePerPositionFirst(sorted: RatedPlayer[]): RatedPlayer[] {
  const seen = new Set<string>();
  const first: RatedPlayer[] = [];
  const rest: RatedPlayer[] = [];
  for (const player of sorted) {
    if (player.position && !seen.has(player.position)) {
      seen.add(player.position);
      first.push(player);
    } else rest.push(player);
  }
  return [...first, ...rest];
}

/** Takes players who left the roster out of the chart (their slots become empty). Returns whether it changed. */
export function dropLeavers(chart: DepthChartDocument, rosterIds: ReadonlySet<string>): boolean {
  let changed = false;
  for (const section of Object.values(chart.sections))
    section.lines = section.lines.map((line) =>
      line.map((id) => {
        if (id !== null && !rosterIds.has(id)) {
          changed = true;
          return null;
        }
        return id;
      }),
    );
  return changed;
}

/**
 * Checks a chart against its sport line: known sections, 1..maxLines lines of exactly `slots` entries, a player
 * at most once per section. Returns a message per problem, keyed by path.
 */
export function depthChartProblems(
  line: SportLine,
  chart: DepthChartDocument,
): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  const sections = new Map(depthChartSectionsOf(line).map((s) => [s.id, s]));
  for (const [id, value] of Object.entries(chart.sections)) {
    const section = sections.get(id);
    if (!section) {
      problems.push({ path: `sections.${id}`, message: 'This section is not part of the sport' });
      continue;
    }
    if (value.lines.length < 1 || value.lines.length > section.maxLines)
      problems.push({ path: `sections.${id}.lines`, message: `Up to ${section.maxLines} line(s)` });
    if (!section.optional && !value.enabled)
      problems.push({
        path: `sections.${id}.enabled`,
        message: 'Only optional sections can be switched off',
      });
    const ids = new Set<string>();
    value.lines.forEach((l, i) => {
      if (l.length !== section.slots)
        problems.push({ path: `sections.${id}.lines.${i}`, message: `A line has ${section.slots} slot(s)` });
      for (const rosterId of l) {
        if (rosterId === null) continue;
        if (ids.has(rosterId))
          problems.push({ path: `sections.${id}`, message: 'A player appears twice in this section' });
        ids.add(rosterId);
      }
    });
  }
  return problems;
}
