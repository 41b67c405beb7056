import { isValidEmail } from '@chalktalk/domain';

/** Addresses typed one per line or separated by commas, spaces or semicolons; lower-cased, each once. */
export function parseEmails(text: string): { emails: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const unique = [...new Set(parts)];
  return { emails: unique.filter(isValidEmail), invalid: unique.filter((part) => !isValidEmail(part)) };
}
