import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAppSelector } from '../../../app/hooks';
import { FormError, FormOutcome } from '../../../components/FormOutcome';
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
    <Stack>
      <Title order={1}>Verify email</Title>
      {state.kind === 'verifying' && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text c="dimmed">Verifying your email…</Text>
        </Group>
      )}
      {state.kind === 'failed' && <FormError message={state.message} />}
      {state.kind === 'verified' && (
        <>
          <FormOutcome outcome={{ ok: true, message: ACCOUNT_MESSAGES.emailVerified }} />
          <Button component={Link} to={continueTo ?? (status === 'signedIn' ? '/feed' : '/login')}>
            Continue
          </Button>
        </>
      )}
    </Stack>
  );
}
