/** Account pages: form validation, results and the re-login dialog. */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  mustAcceptTerms: 'You must accept the Terms of Service',
  forgotEmailRequired: 'Please enter an email address',
  passwordResetSent: 'A password reset link has been sent to your email address.',
  passwordUpdated: 'Your password has been updated',
  emailVerified: 'Your email has been verified.',
  linkInvalidOrExpired: 'This link is invalid or expired.',
  pleaseLogInAgain: 'Please log in again:',
  /** Loading error when the bot-check library is missing at signup. */
  noBotCheck: 'No grecaptcha',
  accountNotFound: 'An account with this email was not found.',
  accountExists: 'An account with this email already exists.',
} as const;
