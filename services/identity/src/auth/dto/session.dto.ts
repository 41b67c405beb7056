import type { UserDto } from '../../accounts/dto/profile.dto';

/** The answer of createAccount, login and refresh; the refresh token travels only in the cookie. */
export interface SessionDto {
  user: UserDto;
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}
