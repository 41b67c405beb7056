import { Anchor, Badge } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { useSendEmailVerificationMutation } from '../profileApi';

export const VERIFICATION_SENT = 'A verification link has been sent to your email address.';

/** Verified or not, and for an unverified address a way to mail the link again. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const [send, { isLoading }] = useSendEmailVerificationMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (verified) return <Badge color="green">Verified</Badge>;

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
      <Badge color="gray">Not verified</Badge>
      <Anchor component="button" type="button" size="sm" disabled={isLoading} onClick={onResend}>
        Resend verification
      </Anchor>
      <FormOutcome outcome={outcome} />
    </>
  );
}
