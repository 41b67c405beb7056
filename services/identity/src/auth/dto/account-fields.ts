import { ACCOUNT_MESSAGES, ERROR_CATALOGUE, isValidEmail, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

/** A required text field: absent, non-text and blank all answer with the spec's "... is required" message. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });

// Emails are trimmed before login and signup (spec 1 section 5), then checked with the shared rule.
export const emailField = requiredText(ACCOUNT_MESSAGES.emailRequired, TEXT_LIMITS.email).refine(
  isValidEmail,
  {
    error: ERROR_CATALOGUE.A002.message,
  },
);

// Passwords are not trimmed: spaces are part of the secret.
export const passwordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .max(TEXT_LIMITS.password, { error: `Must be at most ${TEXT_LIMITS.password} characters` });
