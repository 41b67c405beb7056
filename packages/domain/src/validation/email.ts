/** Text without spaces, then @, then text, a dot and text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** Emails are trimmed before login, signup and password reset. */
export function normaliseEmail(email: string | undefined | null): string {
  return (email ?? '').trim();
}
