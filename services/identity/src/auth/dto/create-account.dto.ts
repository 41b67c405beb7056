import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { z } from 'zod';
import { editionField } from './account-actions.dto';
import { emailField, passwordField, requiredText } from './account-fields';

export const createAccountSchema = z.object(
  {
    email: emailField,
    password: passwordField,
    firstName: requiredText(ACCOUNT_MESSAGES.firstNameRequired, 100),
    lastName: requiredText(ACCOUNT_MESSAGES.lastNameRequired, 100),
    token: z.string({ error: 'The bot check failed. Please try again.' }).min(1).max(4096),
    edition: editionField,
  },
  { error: 'Invalid request' },
);

export type CreateAccountDto = z.infer<typeof createAccountSchema>;
