import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionStatus } from '../../auth/authSlice';
import { useApplyActionCodeMutation } from '../emailActionApi';
import { isBadCode } from './action-code-error';
import { InvalidLink } from './InvalidLink';

type State =
  { kind: 'verifying' } | { kind: 'verified' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

export function VerifyEmailAction({ oobCode, continueTo }: { oobCode: string; continueTo: string | null }) {
  const [applyCode] = useApplyActionCodeMutation();
  const status = useAppSelector(selectSessionStatus);
  const [state, setState] = useState<State>({ kind: 'verifying' });
  // Codes are single-use: StrictMode's second effect run must not spend it again.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (applied.current === oobCode) return;
    applied.current = oobCode;
    applyCode({ oobCode })
      .unwrap()
      .then(() => setState({ kind: 'verified' }))
      .catch((caught: unknown) =>
        setState(isBadCode(caught) ? { kind: 'invalid' } : { kind: 'failed', message: errorMessage(caught) }),
      );
  }, [applyCode, oobCode]);

  if (state.kind === 'invalid') return <InvalidLink />;
  return (
    <>
      <h1>Verify email</h1>
      {state.kind === 'verifying' && <p className="muted">Verifying your email…</p>}
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'verified' && (
        <>
          <p className="form-success" role="status">
            {ACCOUNT_MESSAGES.emailVerified}
          </p>
          <Link
            className="button button--primary"
            to={continueTo ?? (status === 'signedIn' ? '/feed' : '/login')}
          >
            Continue
          </Link>
        </>
      )}
    </>
  );
}
