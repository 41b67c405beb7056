import { ACCOUNT_MESSAGES, EDITIONS, ERROR_CATALOGUE, isValidEmail, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { emailField, passwordField, requiredText } from './account-fields';

/** Which edition's branding the mails use; the web app sends the site it runs as. */
export const editionField = z.enum(EDITIONS, { error: 'Unknown edition' }).optional();

// The forgot-password form has its own empty-field message (spec 1 section 5).
export const sendPasswordResetSchema = z.object(
  {
    email: requiredText(ACCOUNT_MESSAGES.forgotEmailRequired, TEXT_LIMITS.email).refine(isValidEmail, {
      error: ERROR_CATALOGUE.A002.message,
    }),
    edition: editionField,
  },
  { error: 'Invalid request' },
);

const oobCode = z
  .string({ error: ACCOUNT_MESSAGES.linkInvalidOrExpired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.linkInvalidOrExpired })
  .max(TEXT_LIMITS.code, { error: ACCOUNT_MESSAGES.linkInvalidOrExpired });

export const actionCodeSchema = z.object({ oobCode }, { error: 'Invalid request' });

export const confirmPasswordResetSchema = z.object(
  { oobCode, newPassword: passwordField },
  { error: 'Invalid request' },
);

export const reauthenticateSchema = z.object({ password: passwordField }, { error: 'Invalid request' });

export const updateNameSchema = z.object(
  {
    firstName: requiredText(ACCOUNT_MESSAGES.firstNameRequired, TEXT_LIMITS.accountName),
    lastName: requiredText(ACCOUNT_MESSAGES.lastNameRequired, TEXT_LIMITS.accountName),
  },
  { error: 'Invalid request' },
);

export const changeEmailSchema = z.object({ newEmail: emailField }, { error: 'Invalid request' });

export const changePasswordSchema = z.object({ newPassword: passwordField }, { error: 'Invalid request' });
