import { isPlayType, isSportLine, type PlayType, type SportLine } from '@chalktalk/domain';

/** A sport family name picks its first line (basketball → high school); a sport line is taken as is. */
const FAMILY_DEFAULT: Record<string, SportLine> = {
  basketball: 'BASKETBALL_HS',
  lacrosse: 'LACROSSE_MENS',
  football: 'FOOTBALL_HS',
};

/** Reads /playbook/new?sport=…&type=…; null when the sport is unknown. */
export function newPlayParams(params: URLSearchParams): { line: SportLine; type: PlayType } | null {
  const sport = params.get('sport') ?? 'basketball';
  const line = isSportLine(sport) ? sport : FAMILY_DEFAULT[sport.toLowerCase()];
  if (!line) return null;
  const requested = params.get('type');
  const type: PlayType = isPlayType(requested)
    ? requested
    : line.startsWith('FOOTBALL')
      ? 'FULL_FIELD'
      : 'HALF_FIELD';
  return { line, type };
}
