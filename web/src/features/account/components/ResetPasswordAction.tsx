import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useCheckActionCodeMutation } from '../emailActionApi';
import { isBadCode } from './action-code-error';
import { InvalidLink } from './InvalidLink';
import { ResetPasswordForm } from './ResetPasswordForm';

type State =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** Checks the code first (without spending it), so a dead link says so before any typing. */
export function ResetPasswordAction({ oobCode, continueTo }: { oobCode: string; continueTo: string | null }) {
  const [checkCode] = useCheckActionCodeMutation();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (checked.current === oobCode) return;
    checked.current = oobCode;
    checkCode({ oobCode })
      .unwrap()
      .then(({ mode, email }) =>
        setState(mode === 'resetPassword' ? { kind: 'ready', email } : { kind: 'invalid' }),
      )
      .catch((caught: unknown) =>
        setState(isBadCode(caught) ? { kind: 'invalid' } : { kind: 'failed', message: errorMessage(caught) }),
      );
  }, [checkCode, oobCode]);

  if (state.kind === 'invalid') return <InvalidLink />;
  if (state.kind === 'ready') {
    return <ResetPasswordForm oobCode={oobCode} email={state.email} continueTo={continueTo} />;
  }
  return (
    <Stack>
      <Title order={1}>Reset password</Title>
      {state.kind === 'checking' ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text c="dimmed">Checking your link…</Text>
        </Group>
      ) : (
        <FormError message={state.message} />
      )}
    </Stack>
  );
}
