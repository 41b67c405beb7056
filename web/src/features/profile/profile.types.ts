import type { ProfileFlag } from '@chalktalk/domain';

/** Wire shape of GET account/getProfile (spec 1 §3 user document: basicDetails, settings, profileFlags). */
export interface BasicDetails {
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** ISO 8601. */
  createdDate: string;
  /** ISO 8601; null before the first recorded access. */
  lastAccess: string | null;
}

export interface ProfileSettings {
  /** Site (edition) → favourite team id; spec 1 §4 picks the active team at login from it. */
  favoriteTeams: Record<string, string>;
  notifications: Record<string, unknown>;
  notificationDevices: unknown;
}

export interface Profile {
  basicDetails: BasicDetails;
  settings: ProfileSettings;
  profileFlags: Partial<Record<ProfileFlag, boolean>>;
}
