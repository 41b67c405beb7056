/** Field errors keyed by field name; an empty object means the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues extends LoginValues {
  firstName: string;
  lastName: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Spec 1 §5: email is trimmed before login, signup and reset. */
export const normalizeEmail = (email: string) => email.trim();

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!normalizeEmail(values.email)) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!normalizeEmail(values.email)) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  if (!values.acceptTerms) errors.acceptTerms = 'You must accept the Terms of Service';
  return errors;
}

export function validateForgotPassword(email: string): FieldErrors<'email'> {
  return normalizeEmail(email) ? {} : { email: 'Please enter an email address' };
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
