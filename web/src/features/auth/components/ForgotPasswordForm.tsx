import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { useEdition } from '../../../config/EditionContext';
import { useSendPasswordResetMutation } from '../authApi';
import { ACCOUNT_MESSAGES, normaliseEmail, validateForgotPasswordForm } from '@chalktalk/domain';

export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [sendReset, { isLoading }] = useSendPasswordResetMutation();
  const { edition } = useEdition();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPasswordForm({ email }).email;
    setError(found);
    if (found) return;
    try {
      await sendReset({ email: normaliseEmail(email), edition }).unwrap();
      setSent(true);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  if (sent) {
    return (
      <div className="account-form">
        <p className="form-success" role="status">
          {ACCOUNT_MESSAGES.passwordResetSent}
        </p>
        <Link to={loginPath}>Back to login</Link>
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <p className="muted">
        Enter your account's email address and we will send you a link to reset your password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button--primary button--block" disabled={isLoading}>
        Send reset link
      </button>
      <Link className="account-form__link" to={loginPath}>
        Back to login
      </Link>
    </form>
  );
}
