import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { Link } from 'react-router';

export function InvalidLink() {
  return (
    <>
      <h1>Link not valid</h1>
      <p role="alert">{ACCOUNT_MESSAGES.linkInvalidOrExpired}</p>
      <p>
        <Link to="/forgot-password">Request a new password reset link</Link> or{' '}
        <Link to="/login">go to login</Link>.
      </p>
    </>
  );
}
