import {
  ACCOUNT_MESSAGES,
  isValidEmail,
  messageForCode,
  normaliseEmail,
  type FieldErrors,
} from '@chalktalk/domain';

export interface NameValues {
  firstName: string;
  lastName: string;
}

/** Names follow the signup form's rules and messages. */
export function validateName(values: NameValues): FieldErrors<keyof NameValues> {
  const errors: FieldErrors<keyof NameValues> = {};
  if (!values.firstName.trim()) errors.firstName = ACCOUNT_MESSAGES.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = ACCOUNT_MESSAGES.lastNameRequired;
  return errors;
}

export const SAME_EMAIL = 'This is already your email address.';

/** A new email: required, the shared email rule (A002's message), and different from the current one. */
export function validateNewEmail(newEmail: string, currentEmail: string): string | undefined {
  const email = normaliseEmail(newEmail);
  if (!email) return ACCOUNT_MESSAGES.emailRequired;
  if (!isValidEmail(email)) return messageForCode('A002');
  if (email.toLowerCase() === currentEmail.toLowerCase()) return SAME_EMAIL;
  return undefined;
}
