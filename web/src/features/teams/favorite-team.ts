import type { Edition } from '../../config/edition';

// The profile settings call (favoriteTeams by site) is not served yet, so the favorite lives
// in this browser only; see web/README.md.
const key = (edition: Edition) => `chalktalk.favoriteTeam.${edition}`;

export function readFavoriteTeam(edition: Edition): string | null {
  return localStorage.getItem(key(edition));
}

export function writeFavoriteTeam(edition: Edition, teamId: string | null): void {
  if (teamId) localStorage.setItem(key(edition), teamId);
  else localStorage.removeItem(key(edition));
}
