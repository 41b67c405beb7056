import { randomInt } from 'node:crypto';

// I and O are left out: read aloud or copied from a screen they are mistaken for 1 and 0.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TEAM_KEY_LENGTH = 8;

export function generateTeamKey(): string {
  let key = '';
  for (let i = 0; i < TEAM_KEY_LENGTH; i++) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}
