import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { emailField, passwordField } from './account-fields';

export const loginSchema = z.object(
  {
    email: emailField,
    password: passwordField,
    /** A solved bot check, needed only once the account had several failed logins (sent again on request). */
    token: z.string().min(1).max(TEXT_LIMITS.token).optional(),
  },
  { error: 'Invalid request' },
);

export type LoginDto = z.infer<typeof loginSchema>;
