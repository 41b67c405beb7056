import { isOneOf } from '../shared/one-of';
import { Edition, SportFamily, sportFamilyOfEdition } from './edition';

/** Sport line ids are stored on teams, plays and formations: never rename them. */
export const SPORT_LINES = [
  'BASKETBALL_HS',
  'BASKETBALL_MENS_COLLEGE',
  'BASKETBALL_WOMENS_COLLEGE',
  'FOOTBALL_HS',
  'FOOTBALL_COLLEGE',
  'LACROSSE_MENS',
  'LACROSSE_WOMENS',
  'LACROSSE_BOX',
] as const;
export type SportLine = (typeof SPORT_LINES)[number];

export const ASSOCIATIONS = ['NCAA', 'NAIA'] as const;
export type Association = (typeof ASSOCIATIONS)[number];

export interface SportLineInfo {
  id: SportLine;
  family: SportFamily;
  label: string;
  /** Only NCAA sports carry an association; the others have none. */
  association: Association | null;
}

export const SPORT_LINE_INFO: Record<SportLine, SportLineInfo> = {
  BASKETBALL_HS: {
    id: 'BASKETBALL_HS',
    family: 'basketball',
    label: 'High School Basketball',
    association: null,
  },
  BASKETBALL_MENS_COLLEGE: {
    id: 'BASKETBALL_MENS_COLLEGE',
    family: 'basketball',
    label: "Men's College Basketball",
    association: 'NCAA',
  },
  BASKETBALL_WOMENS_COLLEGE: {
    id: 'BASKETBALL_WOMENS_COLLEGE',
    family: 'basketball',
    label: "Women's College Basketball",
    association: 'NCAA',
  },
  FOOTBALL_HS: { id: 'FOOTBALL_HS', family: 'football', label: 'High School Football', association: null },
  FOOTBALL_COLLEGE: {
    id: 'FOOTBALL_COLLEGE',
    family: 'football',
    label: 'College Football',
    association: null,
  },
  LACROSSE_MENS: { id: 'LACROSSE_MENS', family: 'lacrosse', label: "Men's Lacrosse", association: 'NCAA' },
  LACROSSE_WOMENS: {
    id: 'LACROSSE_WOMENS',
    family: 'lacrosse',
    label: "Women's Lacrosse",
    association: 'NCAA',
  },
  LACROSSE_BOX: { id: 'LACROSSE_BOX', family: 'lacrosse', label: 'Box Lacrosse', association: null },
};

/** Default NCAA rule-book year per family (remote config may override it). Football has none. */
export const DEFAULT_NCAA_YEAR: Record<SportFamily, number | null> = {
  lacrosse: 2021,
  basketball: 2022,
  football: null,
};

export const isSportLine = (candidate: unknown): candidate is SportLine => isOneOf(SPORT_LINES, candidate);

export function sportFamilyOf(line: SportLine): SportFamily {
  return SPORT_LINE_INFO[line].family;
}

export function sportLineLabel(line: SportLine): string {
  return SPORT_LINE_INFO[line].label;
}

export function sportLinesOfFamily(family: SportFamily): SportLine[] {
  return SPORT_LINES.filter((line) => SPORT_LINE_INFO[line].family === family);
}

/** The sport lines an edition offers, in the order the spec lists them. */
export function sportLinesOf(edition: Edition): SportLine[] {
  return sportLinesOfFamily(sportFamilyOfEdition(edition));
}

export function isNcaaSportLine(line: SportLine): boolean {
  return SPORT_LINE_INFO[line].association === 'NCAA';
}

/** The NCAA year a sport line uses by default, or null when the line is not an NCAA sport. */
export function defaultNcaaYearOf(line: SportLine): number | null {
  return isNcaaSportLine(line) ? DEFAULT_NCAA_YEAR[sportFamilyOf(line)] : null;
}
