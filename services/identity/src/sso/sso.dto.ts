import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { editionField } from '../auth/dto/account-actions.dto';

export const ssoSessionSchema = z.object(
  {
    /** The realm's access token (keycloak-js, authorization code + PKCE). */
    token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(TEXT_LIMITS.token),
    /** The site signed in on: brands the mails of an account created now. */
    edition: editionField,
  },
  { error: 'Invalid request' },
);
