import { useCallback } from 'react';
import { useEdition } from '../../config/EditionContext';
import { useGetProfileQuery, useUpdateProfileSettingsMutation } from './profileApi';

/**
 * Spec 1 §3/§4: the favourite team is kept per site (edition) in the profile settings
 * (favoriteTeams), so it follows the user to every browser and picks the active team at login.
 */
export function useFavoriteTeam(): { favoriteId: string | null; toggleFavorite: (teamId: string) => void } {
  const { edition } = useEdition();
  const { data } = useGetProfileQuery();
  const [updateSettings] = useUpdateProfileSettingsMutation();
  const favoriteTeams = data?.settings.favoriteTeams;
  const favoriteId = favoriteTeams?.[edition] ?? null;

  const toggleFavorite = useCallback(
    (teamId: string) => {
      // Only this site's key is sent (null clears it); the server merges it into favoriteTeams.
      const next = favoriteTeams?.[edition] === teamId ? null : teamId;
      void updateSettings({ settings: { favoriteTeams: { [edition]: next } } });
    },
    [favoriteTeams, edition, updateSettings],
  );

  return { favoriteId, toggleFavorite };
}
