import {
  ACCOUNT_MESSAGES,
  isFormValid,
  validateResetPasswordForm,
  type FieldErrors,
  type ResetPasswordForm as ResetValues,
} from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { baseApi } from '../../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextField } from '../../../components/TextField';
import { selectUser, signedOut } from '../../auth/authSlice';
import { useConfirmPasswordResetMutation } from '../emailActionApi';
import { isBadCode } from './action-code-error';
import { InvalidLink } from './InvalidLink';

interface ResetPasswordFormProps {
  oobCode: string;
  email: string;
  continueTo: string | null;
}

export function ResetPasswordForm({ oobCode, email, continueTo }: ResetPasswordFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [values, setValues] = useState<ResetValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'editing' | 'updated' | 'invalid'>('editing');
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const field = (name: keyof ResetValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateResetPasswordForm(values);
    setErrors(found);
    if (!isFormValid(found)) return;
    try {
      await confirmReset({ oobCode, newPassword: values.password }).unwrap();
      // The reset ended every session of that account, this browser's included.
      if (user && user.email.toLowerCase() === email.toLowerCase()) {
        dispatch(signedOut());
        dispatch(baseApi.util.resetApiState());
      }
      setOutcome('updated');
    } catch (caught) {
      if (isBadCode(caught)) setOutcome('invalid');
      else setFormError(errorMessage(caught));
    }
  };

  if (outcome === 'invalid') return <InvalidLink />;
  if (outcome === 'updated') {
    return (
      <>
        <h1>Reset password</h1>
        <p className="form-success" role="status">
          {ACCOUNT_MESSAGES.passwordUpdated}
        </p>
        <Link className="button button--primary" to={continueTo ?? '/login'}>
          Log In
        </Link>
      </>
    );
  }
  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Reset password">
      <h1>Reset password</h1>
      <p className="muted">Choose a new password for {email}.</p>
      <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={isLoading}>
        Save password
      </button>
    </form>
  );
}
