import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../config/EditionContext';

/** Spec 1 §2 /email-action: links without mode or code are rejected outright. */
export function EmailActionPage() {
  usePageTitle('Account');
  const [params] = useSearchParams();
  const complete = Boolean(params.get('mode') && params.get('oobCode'));
  return (
    <section className="page page--narrow">
      <h1>Account</h1>
      <p>
        {complete
          ? 'Verifying email and resetting passwords from a link is coming soon.'
          : ACCOUNT_MESSAGES.linkInvalidOrExpired}
      </p>
    </section>
  );
}
