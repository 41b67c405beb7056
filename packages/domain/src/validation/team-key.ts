import { JOIN_MESSAGES } from '../messages/team.messages';

export const TEAM_KEY_MAX_LENGTH = 8;

/** As typed into the join box: upper-cased, surrounding spaces dropped, at most 8 characters. */
export function normaliseTeamKey(input: string): string {
  return input.trim().toUpperCase().slice(0, TEAM_KEY_MAX_LENGTH);
}

export function validateTeamKey(input: string): string | null {
  return normaliseTeamKey(input) === '' ? JOIN_MESSAGES.enterTeamKey : null;
}
