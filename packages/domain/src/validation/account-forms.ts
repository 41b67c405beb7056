import { ACCOUNT_MESSAGES } from '../messages/account.messages';
import { normaliseEmail } from './email';

/** Field name -> spec message, only for fields that failed. An empty object means the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const blank = (value: string | undefined | null) => (value ?? '').trim() === '';

function collect<F extends string>(checks: readonly (readonly [F, boolean, string])[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, failed, message] of checks)
    if (failed && errors[field] === undefined) errors[field] = message;
  return errors;
}

export function isFormValid(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

export interface LoginForm {
  email: string;
  password: string;
}

export function validateLoginForm(form: LoginForm): FieldErrors<keyof LoginForm> {
  return collect<keyof LoginForm>([
    ['email', normaliseEmail(form.email) === '', ACCOUNT_MESSAGES.emailRequired],
    ['password', !form.password, ACCOUNT_MESSAGES.passwordRequired],
  ]);
}

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export function validateSignupForm(form: SignupForm): FieldErrors<keyof SignupForm> {
  return collect<keyof SignupForm>([
    ['firstName', blank(form.firstName), ACCOUNT_MESSAGES.firstNameRequired],
    ['lastName', blank(form.lastName), ACCOUNT_MESSAGES.lastNameRequired],
    ['email', normaliseEmail(form.email) === '', ACCOUNT_MESSAGES.emailRequired],
    ['password', !form.password, ACCOUNT_MESSAGES.passwordRequired],
    ['confirmPassword', form.confirmPassword !== form.password, ACCOUNT_MESSAGES.passwordsDoNotMatch],
    ['acceptTerms', form.acceptTerms !== true, ACCOUNT_MESSAGES.mustAcceptTerms],
  ]);
}

export interface ForgotPasswordForm {
  email: string;
}

export function validateForgotPasswordForm(form: ForgotPasswordForm): FieldErrors<keyof ForgotPasswordForm> {
  return collect<keyof ForgotPasswordForm>([
    ['email', normaliseEmail(form.email) === '', ACCOUNT_MESSAGES.forgotEmailRequired],
  ]);
}

export interface ResetPasswordForm {
  password: string;
  confirmPassword: string;
}

/** The spec shows no length rule; an empty new password is refused with the login form's message. */
export function validateResetPasswordForm(form: ResetPasswordForm): FieldErrors<keyof ResetPasswordForm> {
  return collect<keyof ResetPasswordForm>([
    ['password', !form.password, ACCOUNT_MESSAGES.passwordRequired],
    ['confirmPassword', form.confirmPassword !== form.password, ACCOUNT_MESSAGES.passwordsDoNotMatch],
  ]);
}
