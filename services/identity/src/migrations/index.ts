import { platformMigrations } from '@chalktalk/platform';
import { IdentityInitial1763800000000 } from './1763800000000-identity-initial';
import { IdentityAccountActions1764000000000 } from './1764000000000-identity-account-actions';
import { IdentitySsoLinks1765500000000 } from './1765500000000-identity-sso-links';

/** Platform tables first (outbox, inbox), then identity's own, in the order they were written. */
export const identityMigrations = [
  ...platformMigrations,
  IdentityInitial1763800000000,
  IdentityAccountActions1764000000000,
  IdentitySsoLinks1765500000000,
];
