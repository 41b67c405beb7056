import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useSendEmailVerificationMutation } from '../profileApi';
import { FormOutcome } from './FormOutcome';

export const VERIFICATION_SENT = 'A verification link has been sent to your email address.';

/** Verified or not, and for an unverified address a way to mail the link again. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const [send, { isLoading }] = useSendEmailVerificationMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  if (verified) return <span className="badge badge--active">Verified</span>;

  const onResend = async () => {
    setOutcome(null);
    try {
      await send().unwrap();
      setOutcome({ ok: true, message: VERIFICATION_SENT });
    } catch (caught) {
      setOutcome({ ok: false, message: errorMessage(caught) });
    }
  };

  return (
    <>
      <span className="badge badge--inactive">Not verified</span>{' '}
      <button type="button" className="link-button" disabled={isLoading} onClick={onResend}>
        Resend verification
      </button>
      <FormOutcome outcome={outcome} />
    </>
  );
}
