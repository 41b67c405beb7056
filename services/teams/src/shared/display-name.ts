import type { AuthUser } from '@chalktalk/platform';

/** How mails name a user: first and last name, else the address. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
