import type { SportFamily } from '../sports/edition';

/**
 * Scouting report statistics (spec document 3 section 3). Coaches enter season totals; the percentages and
 * per-game figures are computed here, once, for the schedule service and the web's report screens alike.
 */

/** A scouted opponent player (spec: jersey, name, position, matchup, description, stats, filmUrl). */
export interface PersonnelEntry {
  jersey: string;
  name: string;
  position: string;
  matchup: string;
  description: string;
  stats: string;
  filmUrl: string;
}

/** A figure the coach types in: a whole number, or for `time` a number of seconds entered as mm:ss. */
export interface ScoutingStatInput {
  key: string;
  label: string;
  kind: 'count' | 'time';
}

export type ScoutingFigureFormat = 'count' | 'percent' | 'perGame' | 'ratio' | 'madeAttempted' | 'time';

export interface ScoutingFigure {
  key: string;
  label: string;
  format: ScoutingFigureFormat;
  /** Marked "(lower is better)" wherever the figure is shown. */
  lowerIsBetter: boolean;
  value: number | null;
  /** For made-attempted and won-lost figures: the second number. */
  second?: number | null;
  display: string;
}

type Values = Readonly<Record<string, number | undefined>>;

interface FigureDef {
  key: string;
  label: string;
  format: ScoutingFigureFormat;
  lowerIsBetter?: boolean;
  value: (v: Values) => number | null;
  second?: (v: Values) => number | null;
}

const count = (key: string) => (v: Values) => v[key] ?? null;
const ratio = (top: string, bottom: string) => (v: Values) => {
  const a = v[top];
  const b = v[bottom];
  return a === undefined || !b ? null : a / b;
};
const percent = (made: string, attempted: string) => (v: Values) => {
  const r = ratio(made, attempted)(v);
  return r === null ? null : r * 100;
};

const raw = (key: string, label: string, lowerIsBetter = false): FigureDef => ({
  key,
  label,
  format: 'count',
  lowerIsBetter,
  value: count(key),
});
const perGame = (key: string, label: string, lowerIsBetter = false): FigureDef => ({
  key: `${key}PerGame`,
  label: `${label} per game`,
  format: 'perGame',
  lowerIsBetter,
  value: ratio(key, 'games'),
});
const madeAttempted = (prefix: string, label: string): FigureDef[] => [
  {
    key: `${prefix}MadeAttempted`,
    label: `${label} made-attempted`,
    format: 'madeAttempted',
    value: count(`${prefix}Made`),
    second: count(`${prefix}Attempted`),
  },
  {
    key: `${prefix}Pct`,
    label: `${label} %`,
    format: 'percent',
    value: percent(`${prefix}Made`, `${prefix}Attempted`),
  },
  perGame(`${prefix}Made`, `${label} made`),
];

const input = (key: string, label: string, kind: 'count' | 'time' = 'count'): ScoutingStatInput => ({
  key,
  label,
  kind,
});

const BASKETBALL_INPUTS: ScoutingStatInput[] = [
  input('games', 'Games'),
  input('points', 'Total points'),
  input('pointsAllowed', 'Points allowed'),
  input('fgMade', 'FG made'),
  input('fgAttempted', 'FG attempted'),
  input('threeMade', '3PT made'),
  input('threeAttempted', '3PT attempted'),
  input('ftMade', 'FT made'),
  input('ftAttempted', 'FT attempted'),
  input('rebounds', 'Rebounds'),
  input('assists', 'Assists'),
  input('turnovers', 'Turnovers'),
  input('pointsOffTurnovers', 'Points off turnovers'),
];

const BASKETBALL_FIGURES: FigureDef[] = [
  raw('games', 'Games'),
  raw('points', 'Total points'),
  perGame('points', 'Points'),
  {
    key: 'scoringMargin',
    label: 'Scoring margin',
    format: 'perGame',
    value: (v) =>
      v.points === undefined || v.pointsAllowed === undefined || !v.games
        ? null
        : (v.points - v.pointsAllowed) / v.games,
  },
  ...madeAttempted('fg', 'FG'),
  ...madeAttempted('three', '3PT'),
  ...madeAttempted('ft', 'FT'),
  raw('rebounds', 'Rebounds'),
  perGame('rebounds', 'Rebounds'),
  raw('assists', 'Assists'),
  perGame('assists', 'Assists'),
  raw('turnovers', 'Turnovers', true),
  perGame('turnovers', 'Turnovers', true),
  {
    key: 'assistTurnoverRatio',
    label: 'Assist/turnover ratio',
    format: 'ratio',
    value: ratio('assists', 'turnovers'),
  },
  raw('pointsOffTurnovers', 'Points off turnovers'),
];

const LACROSSE_INPUTS: ScoutingStatInput[] = [
  input('games', 'Games'),
  input('goals', 'Goals'),
  input('assists', 'Assists'),
  input('shots', 'Shots'),
  input('shotsOnGoal', 'Shots on goal'),
  input('manUpGoals', 'Man-up goals'),
  input('manUpChances', 'Man-up chances'),
  input('manDownGoalsAllowed', 'Man-down goals allowed'),
  input('manDownChances', 'Man-down chances'),
  input('overtimeWins', 'Overtime wins'),
  input('overtimeLosses', 'Overtime losses'),
  input('groundballs', 'Groundballs'),
  input('turnovers', 'Turnovers'),
  input('causedTurnovers', 'Caused turnovers'),
  input('faceoffsWon', 'Faceoffs won'),
  input('faceoffsLost', 'Faceoffs lost'),
  input('clearsMade', 'Clears made'),
  input('clearsAttempted', 'Clears attempted'),
  input('penalties', 'Penalties'),
  input('penaltySeconds', 'Penalty minutes', 'time'),
  input('freePositionGoals', 'Free position goals'),
  input('freePositionShots', 'Free position shots'),
  input('drawControls', 'Draw controls'),
  input('fouls', 'Fouls'),
];

const LACROSSE_FIGURES: FigureDef[] = [
  raw('games', 'Games'),
  raw('goals', 'Goals'),
  perGame('goals', 'Goals'),
  raw('assists', 'Assists'),
  perGame('assists', 'Assists'),
  raw('shots', 'Shots'),
  perGame('shots', 'Shots'),
  { key: 'shotPct', label: 'Shot percentage', format: 'percent', value: percent('goals', 'shots') },
  raw('shotsOnGoal', 'Shots on goal'),
  {
    key: 'manUp',
    label: 'Man-up goals-chances',
    format: 'madeAttempted',
    value: count('manUpGoals'),
    second: count('manUpChances'),
  },
  { key: 'manUpPct', label: 'Man-up %', format: 'percent', value: percent('manUpGoals', 'manUpChances') },
  {
    key: 'manDown',
    label: 'Man-down goals allowed-chances',
    format: 'madeAttempted',
    lowerIsBetter: true,
    value: count('manDownGoalsAllowed'),
    second: count('manDownChances'),
  },
  {
    key: 'overtime',
    label: 'Overtime W-L',
    format: 'madeAttempted',
    value: count('overtimeWins'),
    second: count('overtimeLosses'),
  },
  raw('groundballs', 'Groundballs'),
  perGame('groundballs', 'Groundballs'),
  raw('turnovers', 'Turnovers', true),
  perGame('turnovers', 'Turnovers', true),
  raw('causedTurnovers', 'Caused turnovers'),
  perGame('causedTurnovers', 'Caused turnovers'),
  {
    key: 'faceoffs',
    label: 'Faceoffs W-L',
    format: 'madeAttempted',
    value: count('faceoffsWon'),
    second: count('faceoffsLost'),
  },
  {
    key: 'faceoffPct',
    label: 'Faceoff %',
    format: 'percent',
    value: (v) =>
      v.faceoffsWon === undefined || v.faceoffsLost === undefined || v.faceoffsWon + v.faceoffsLost === 0
        ? null
        : (v.faceoffsWon / (v.faceoffsWon + v.faceoffsLost)) * 100,
  },
  {
    key: 'clears',
    label: 'Clears made-attempted',
    format: 'madeAttempted',
    value: count('clearsMade'),
    second: count('clearsAttempted'),
  },
  { key: 'clearPct', label: 'Clear %', format: 'percent', value: percent('clearsMade', 'clearsAttempted') },
  raw('penalties', 'Penalties', true),
  {
    key: 'penaltyMinutes',
    label: 'Penalty minutes',
    format: 'time',
    lowerIsBetter: true,
    value: count('penaltySeconds'),
  },
  {
    key: 'freePosition',
    label: 'Free position goals-shots',
    format: 'madeAttempted',
    value: count('freePositionGoals'),
    second: count('freePositionShots'),
  },
  {
    key: 'freePositionPct',
    label: 'Free position %',
    format: 'percent',
    value: percent('freePositionGoals', 'freePositionShots'),
  },
  raw('drawControls', 'Draw controls'),
  perGame('drawControls', 'Draw controls'),
  raw('fouls', 'Fouls', true),
];

const INPUTS: Record<SportFamily, ScoutingStatInput[]> = {
  basketball: BASKETBALL_INPUTS,
  football: BASKETBALL_INPUTS,
  lacrosse: LACROSSE_INPUTS,
};

const FIGURES: Record<SportFamily, FigureDef[]> = {
  basketball: BASKETBALL_FIGURES,
  football: BASKETBALL_FIGURES,
  lacrosse: LACROSSE_FIGURES,
};

/** Five figures per sport shown first, at a glance (spec: five quick stats per sport). */
export const SCOUTING_QUICK_STATS: Record<SportFamily, readonly string[]> = {
  basketball: ['pointsPerGame', 'scoringMargin', 'fgPct', 'threePct', 'turnoversPerGame'],
  football: [
    'pointsPerGame',
    'scoringMargin',
    'turnoversPerGame',
    'assistTurnoverRatio',
    'pointsOffTurnovers',
  ],
  lacrosse: ['goalsPerGame', 'shotPct', 'faceoffPct', 'groundballsPerGame', 'turnoversPerGame'],
};

/** NCAA statistics year a new report starts on (spec: 2021 lacrosse, 2022 basketball; football decided: 2022). */
export const SCOUTING_NCAA_YEAR_DEFAULTS: Record<SportFamily, number> = {
  basketball: 2022,
  football: 2022,
  lacrosse: 2021,
};

/** The largest total a stat accepts (a season of any sport stays far below). */
export const SCOUTING_STAT_MAX = 1_000_000;

export const scoutingStatInputs = (family: SportFamily): readonly ScoutingStatInput[] => INPUTS[family];

/** Seconds as mm:ss (minutes may pass 59: 75:30 is 75 minutes 30 seconds). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "mm:ss" (or a bare number of minutes) as seconds; null when it is neither. */
export function parseMinutesSeconds(text: string): number | null {
  const match = /^\s*(\d{1,5})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

function display(
  format: ScoutingFigureFormat,
  value: number | null,
  second: number | null | undefined,
): string {
  if (value === null) return '–';
  switch (format) {
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'perGame':
      return value.toFixed(1);
    case 'ratio':
      return value.toFixed(2);
    case 'madeAttempted':
      return `${value}-${second ?? '–'}`;
    case 'time':
      return formatMinutesSeconds(value);
    default:
      return String(value);
  }
}

/** Every figure of the sport computed from the entered totals; missing inputs show as a dash, never as zero. */
export function scoutingFigures(family: SportFamily, values: Values): ScoutingFigure[] {
  return FIGURES[family].map((def) => {
    const value = def.value(values);
    const second = def.second?.(values);
    return {
      key: def.key,
      label: def.label,
      format: def.format,
      lowerIsBetter: def.lowerIsBetter ?? false,
      value,
      ...(def.second ? { second: second ?? null } : {}),
      display: display(def.format, value, second),
    };
  });
}

export function scoutingQuickStats(family: SportFamily, values: Values): ScoutingFigure[] {
  const all = scoutingFigures(family, values);
  return SCOUTING_QUICK_STATS[family].map((key) => all.find((figure) => figure.key === key)!);
}
