import type { AccountSettings } from './account.entity';
import type { ProfileSettingsUpdate } from './dto/profile-settings.dto';

/** Merges one key-by-key map: a null value removes the key, anything else sets it. */
function mergeMap<V>(
  current: Record<string, V>,
  changes: Record<string, V | null> | undefined,
): Record<string, V> {
  if (!changes) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Applies a partial settings update (favoriteTeams, notifications merge; notificationDevices replaces). */
export function applySettingsUpdate(
  current: AccountSettings,
  update: ProfileSettingsUpdate,
): AccountSettings {
  return {
    favoriteTeams: mergeMap(current.favoriteTeams ?? {}, update.favoriteTeams),
    notifications: mergeMap(current.notifications ?? {}, update.notifications),
    notificationDevices: update.notificationDevices ?? current.notificationDevices ?? [],
  };
}
