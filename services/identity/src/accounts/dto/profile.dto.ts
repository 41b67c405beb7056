import type { AccountSettings } from '../account.entity';

export interface UserDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ProfileDto {
  basicDetails: {
    email: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    createdDate: string;
    lastAccess: string | null;
  };
  settings: AccountSettings;
  profileFlags: Record<string, boolean>;
}
