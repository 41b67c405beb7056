import { SportLine } from '../sports/sport-lines';

export interface DepthChartSection {
  id: string;
  label: string;
  /** Players in one line of this section. */
  slots: number;
  /** Sections with several lines (midfield, transition) allow up to this many; otherwise 1. */
  maxLines: number;
  optional: boolean;
}

const section = (id: string, label: string, slots: number, extra: Partial<DepthChartSection> = {}) => ({
  id,
  label,
  slots,
  maxLines: 1,
  optional: false,
  ...extra,
});

const STARTERS: readonly DepthChartSection[] = [section('starters', 'Starters', 5)];

export const DEPTH_CHART_SECTIONS: Record<SportLine, readonly DepthChartSection[]> = {
  BASKETBALL_HS: STARTERS,
  BASKETBALL_MENS_COLLEGE: STARTERS,
  BASKETBALL_WOMENS_COLLEGE: STARTERS,
  FOOTBALL_HS: STARTERS,
  FOOTBALL_COLLEGE: STARTERS,
  LACROSSE_MENS: [
    section('attack', 'Attack', 3),
    section('midfield', 'Midfield', 3, { maxLines: 3 }),
    section('faceOff', 'Face-Off', 1, { optional: true }),
    section('shortStickDefensiveMidfield', 'Short Stick Defensive Midfield', 1, { optional: true }),
    section('longStickMidfield', 'Long Stick Midfield', 1),
    section('defense', 'Defense', 3),
    section('goalkeeper', 'Goalkeeper', 1),
    section('manUp', 'Man-Up', 6),
    section('manDown', 'Man-Down', 5),
  ],
  LACROSSE_WOMENS: [
    section('attack', 'Attack', 4),
    section('midfield', 'Midfield', 3, { maxLines: 3 }),
    section('defense', 'Defense', 4),
    section('goalkeeper', 'Goalkeeper', 1),
  ],
  LACROSSE_BOX: [
    section('forward', 'Forward', 3),
    section('transition', 'Transition', 3, { maxLines: 3 }),
    section('defense', 'Defense', 3),
    section('goalkeeper', 'Goalkeeper', 1),
  ],
};

export function depthChartSectionsOf(line: SportLine): readonly DepthChartSection[] {
  return DEPTH_CHART_SECTIONS[line];
}
