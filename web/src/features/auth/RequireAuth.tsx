import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from './authSlice';
import { DEEP_LINK_DELAY_MS, storeDeepLink } from './deep-link';

/**
 * Spec 1 §2 guard: nothing while the session is being restored; a signed-out visitor goes to
 * /login, with the original path and query kept as the deep link after 100 ms.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const [redirect, setRedirect] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'signedOut') return;
    const timer = setTimeout(() => {
      const deepLink = `${location.pathname}${location.search}`;
      storeDeepLink(deepLink);
      setRedirect(`/login?d=${encodeURIComponent(deepLink)}`);
    }, DEEP_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, location.pathname, location.search]);

  if (status === 'signedIn') return <>{children}</>;
  if (status === 'signedOut' && redirect) return <Navigate to={redirect} replace />;
  return null;
}
