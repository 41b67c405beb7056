/**
 * Community profile rules (spec 3 §5: screenName, description and birthdate are required; their individual
 * rules are ours). Written down in services/community/README.md.
 */

/** 3 to 20 characters: letters, digits, underscore, dot or hyphen, starting with a letter or digit. */
export const SCREEN_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,19}$/;
export const SCREEN_NAME_MESSAGE =
  'Choose a screen name of 3 to 20 letters, digits, dots, dashes or underscores, starting with a letter or digit';
export const SCREEN_NAME_TAKEN_MESSAGE = 'This screen name is already taken.';
/** Community profiles are public; 13 is the usual minimum age for an account on a public community. */
export const COMMUNITY_MINIMUM_AGE = 13;
export const MINIMUM_AGE_MESSAGE = `You must be at least ${COMMUNITY_MINIMUM_AGE} years old to contribute to the community.`;
export const PROFILE_DESCRIPTION_MAX = 500;
export const COMMUNITY_COMMENT_MAX = 1000;

/** Screen names are unique regardless of case: 'CoachK' and 'coachk' are the same name. */
export function screenNameKey(screenName: string): string {
  return screenName.trim().toLowerCase();
}

/** Whole years between a birthdate (YYYY-MM-DD) and today, in UTC. */
export function ageOn(birthdate: string, today: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isOldEnough(birthdate: string, today: Date): boolean {
  return ageOn(birthdate, today) >= COMMUNITY_MINIMUM_AGE;
}

/** Per user: comments and likes are rate-limited in one-minute windows and per day for comments. */
export const COMMUNITY_RATE_LIMITS = {
  commentsPerMinute: 5,
  commentsPerDay: 100,
  likesPerMinute: 30,
  reportsPerDay: 20,
} as const;
export const RATE_LIMITED_MESSAGE = 'You are doing that too often. Please wait a minute and try again.';
