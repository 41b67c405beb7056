import {
  ACCOUNT_MESSAGES,
  isFormValid,
  validateResetPasswordForm,
  type FieldErrors,
  type ResetPasswordForm as PasswordValues,
} from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { useChangePasswordMutation } from '../profileApi';
import { FormOutcome } from './FormOutcome';

const EMPTY: PasswordValues = { password: '', confirmPassword: '' };

export function PasswordForm() {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordValues>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const field = (name: keyof PasswordValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateResetPasswordForm(values);
    setErrors(found);
    if (!isFormValid(found)) return;
    try {
      // An A009 answer opens the re-login dialog; the call is repeated once the user is back.
      await changePassword({ newPassword: values.password }).unwrap();
      setValues(EMPTY);
      setOutcome({ ok: true, message: ACCOUNT_MESSAGES.passwordUpdated });
    } catch (caught) {
      setOutcome({ ok: false, message: errorMessage(caught) });
    }
  };

  return (
    <form className="card profile-form" onSubmit={onSubmit} noValidate aria-label="Password">
      <h2>Password</h2>
      <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        Change password
      </button>
    </form>
  );
}
