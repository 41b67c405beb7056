import { ACCOUNT_MESSAGES, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { editionField } from './account-actions.dto';
import { emailField, passwordField, requiredText } from './account-fields';

export const createAccountSchema = z.object(
  {
    email: emailField,
    password: passwordField,
    firstName: requiredText(ACCOUNT_MESSAGES.firstNameRequired, TEXT_LIMITS.accountName),
    lastName: requiredText(ACCOUNT_MESSAGES.lastNameRequired, TEXT_LIMITS.accountName),
    token: z.string({ error: 'The bot check failed. Please try again.' }).min(1).max(TEXT_LIMITS.token),
    edition: editionField,
  },
  { error: 'Invalid request' },
);

export type CreateAccountDto = z.infer<typeof createAccountSchema>;
