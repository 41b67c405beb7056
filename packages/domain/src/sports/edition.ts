import { isOneOf } from '../shared/one-of';

/** The three product editions sold. 'hoops' is the basketball edition. */
export const EDITIONS = ['hoops', 'lacrosse', 'football'] as const;
export type Edition = (typeof EDITIONS)[number];

/** The sport family of an edition: what positions, tags, criteria and fields depend on. */
export const SPORT_FAMILIES = ['basketball', 'football', 'lacrosse'] as const;
export type SportFamily = (typeof SPORT_FAMILIES)[number];

const FAMILY_OF_EDITION: Record<Edition, SportFamily> = {
  hoops: 'basketball',
  lacrosse: 'lacrosse',
  football: 'football',
};

export const isEdition = (candidate: unknown): candidate is Edition => isOneOf(EDITIONS, candidate);
export const isSportFamily = (candidate: unknown): candidate is SportFamily =>
  isOneOf(SPORT_FAMILIES, candidate);

export function sportFamilyOfEdition(edition: Edition): SportFamily {
  return FAMILY_OF_EDITION[edition];
}

export function editionOfSportFamily(family: SportFamily): Edition {
  return family === 'basketball' ? 'hoops' : family;
}
