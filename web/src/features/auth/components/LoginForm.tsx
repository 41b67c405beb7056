import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../api/api-error';
import { useLoginMutation } from '../authApi';
import {
  isFormValid,
  normaliseEmail,
  validateLoginForm,
  type FieldErrors,
  type LoginForm as LoginValues,
} from '@chalktalk/domain';

export function LoginForm({ forgotPath }: { forgotPath: string }) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const set = (field: keyof LoginValues) => (value: string) => setValues({ ...values, [field]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateLoginForm(values);
    setErrors(found);
    if (!isFormValid(found)) return;
    try {
      // The account page redirects once the session lands in the store.
      await login({ email: normaliseEmail(values.email), password: values.password }).unwrap();
    } catch (caught) {
      setFormError(errorMessage(caught));
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Login">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => set('password')(event.target.value)}
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log In'}
      </button>
      <Link className="account-form__link" to={forgotPath}>
        Forgot password?
      </Link>
    </form>
  );
}
