import { Button, Stack } from '@mantine/core';
import { FormError } from '../../components/FormOutcome';
import { messageForCode } from '@chalktalk/domain';
import { useEffect, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { useLogoutMutation } from '../auth/authApi';
import { useGetProfileQuery } from './profileApi';

/** The server said no (4xx: not found, not allowed), as opposed to a call that did not complete. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/**
 * Spec 1 §2/§4: protected pages show nothing while the profile loads; a profile the server refuses
 * signs the user out (the guard then sends them to /login with the deep link). A call that did not
 * complete (offline, a server error, or a reply cut off because the user left the page) is not a
 * refusal: signing out then would end a good session, so the user gets a retry instead.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { data, error, refetch, isFetching } = useGetProfileQuery();
  const [logout] = useLogoutMutation();
  const refused = !data && isRefusal(error);
  const unreachable = !data && Boolean(error) && !refused;

  useEffect(() => {
    if (!refused) return;
    // Spec 1 §8: logged as not found, then the user is logged out.
    console.warn('Profile not found; signing out', error);
    void logout();
  }, [refused, error, logout]);

  if (data) return <>{children}</>;
  if (!unreachable) return null;
  return (
    <Stack maw={520} mx="auto" my={64} px="md" align="flex-start">
      <FormError message={messageForCode('G006')} />
      <Button variant="default" loading={isFetching} onClick={() => void refetch()}>
        Try again
      </Button>
    </Stack>
  );
}
