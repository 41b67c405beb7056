import {
  type Edition,
  editionOfSportFamily,
  isSportFamily,
  isSportLine,
  sportFamilyOf,
} from '@chalktalk/domain';

/**
 * The edition a team's mail is branded with, from its sport: a sport line id (BASKETBALL_HS, ...) or a sport
 * family (basketball, ...), as teams' events carry either. Anything else brands as hoops, the default edition.
 */
export function editionOfSport(sport: string): Edition {
  if (isSportLine(sport)) return editionOfSportFamily(sportFamilyOf(sport));
  const family = sport.toLowerCase();
  return isSportFamily(family) ? editionOfSportFamily(family) : 'hoops';
}
