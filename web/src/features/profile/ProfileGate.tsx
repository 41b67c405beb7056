import { useEffect, type ReactNode } from 'react';
import { useLogoutMutation } from '../auth/authApi';
import { useGetProfileQuery } from './profileApi';

/**
 * Spec 1 §2/§4: protected pages show nothing while the profile loads; a profile that cannot be
 * loaded signs the user out (the guard then sends them to /login with the deep link).
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { data, error } = useGetProfileQuery();
  const [logout] = useLogoutMutation();
  const failed = Boolean(error) && !data;

  useEffect(() => {
    if (!failed) return;
    // Spec 1 §8: logged as not found, then the user is logged out.
    console.warn('Profile not found; signing out', error);
    void logout();
  }, [failed, error, logout]);

  return data ? <>{children}</> : null;
}
