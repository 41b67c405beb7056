import {
  isSportFamily,
  isSportLine,
  type SportFamily,
  sportFamilyOf,
  sportFamilyOfEdition,
} from '@chalktalk/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useEdition } from '../../config/EditionContext';

/** The URL's value for every sport (`?sport=all`); a family's own name narrows the lists to it. */
export const ALL_SPORTS = 'all';
export type CommunitySportChoice = SportFamily | typeof ALL_SPORTS;
export const SPORT_PARAM = 'sport';

export const SPORT_FAMILY_LABELS: Record<SportFamily, string> = {
  basketball: 'Basketball',
  lacrosse: 'Lacrosse',
  football: 'Football',
};

/** What the lists show: the URL's choice when it names one, else the edition's own sport. */
export function sportChoiceOf(value: string | null, editionFamily: SportFamily): CommunitySportChoice {
  if (value === ALL_SPORTS) return ALL_SPORTS;
  return isSportFamily(value) ? value : editionFamily;
}

/** The family a community call is narrowed to; undefined asks for every sport (the spec's calls). */
export const familyOfChoice = (choice: CommunitySportChoice): SportFamily | undefined =>
  choice === ALL_SPORTS ? undefined : choice;

/** The family of a play's stored sport line ("BASKETBALL_HS"), null for one that is not a known line. */
export function sportFamilyOfPlay(sport: string): SportFamily | null {
  return isSportLine(sport) ? sportFamilyOf(sport) : null;
}

/**
 * The sport the community lists show (home and section pages), kept in the URL (`?sport=`) so a shared link
 * shows the same list. Without the parameter: the edition's sport family.
 */
export function useCommunitySport() {
  const [params, setParams] = useSearchParams();
  const editionFamily = sportFamilyOfEdition(useEdition().edition);
  const explicit = params.get(SPORT_PARAM);
  const choice = sportChoiceOf(explicit, editionFamily);
  const setChoice = useCallback(
    (next: CommunitySportChoice) => {
      const updated = new URLSearchParams(params);
      updated.set(SPORT_PARAM, next);
      // Another list: its first page.
      updated.delete('pg');
      setParams(updated);
    },
    [params, setParams],
  );
  /** A path to another community list with the same explicit choice (none when the URL had none). */
  const withSport = (path: string) =>
    isSportFamily(explicit) || explicit === ALL_SPORTS
      ? `${path}?${new URLSearchParams({ [SPORT_PARAM]: explicit })}`
      : path;
  return { choice, family: familyOfChoice(choice), editionFamily, setChoice, withSport };
}
