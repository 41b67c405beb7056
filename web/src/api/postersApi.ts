import { baseApi } from './baseApi';

/** The signed-in user's poster key (GET playbook/posterKey): `<img>` sends no bearer token, the address carries it. */
interface PosterKey {
  key: string;
  expiresAt: string;
}

const postersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    posterKey: build.query<PosterKey, void>({
      query: () => 'playbook/posterKey',
      // The same key all day (it lasts to the end of the next day): kept, so poster addresses stay the same.
      keepUnusedDataFor: 3600,
    }),
  }),
});

const address = (path: string, values: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) query.set(name, value);
  return `/api/${path}?${query.toString()}`;
};

/**
 * Where a saved play's list poster is (GET playbook/playPoster), for the signed-in user: the play as a playbook
 * shows it (`playbookId`) or as a team shows it (`teamId`). `version` (lastModified) changes the address with the
 * play. Null until the key has come.
 */
export function useSavedPlayPoster(
  where: { playbookId: string } | { teamId: string },
  playId: string,
  version?: string,
): string | null {
  const { data } = postersApi.usePosterKeyQuery();
  if (!data) return null;
  return address('playbook/playPoster', { ...where, playId, v: version, k: data.key });
}

/** Where a community play's list poster is (GET community/playPoster): public, no key. */
export function communityPlayPoster(id: string): string {
  return address('community/playPoster', { id });
}
