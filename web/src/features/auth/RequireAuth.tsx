import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectLoggedOutFrom, selectSessionStatus } from './authSlice';
import { DEEP_LINK_DELAY_MS, storeDeepLink } from './deep-link';
import { RestoreWaitNotice } from './RestoreWaitNotice';

/**
 * Spec 1 §2 guard: nothing while the session is being restored (unless the restore waits out the request budget:
 * RestoreWaitNotice); a signed-out visitor goes to
 * /login, with the original path and query kept as the deep link after 100 ms. The page the user chose Log Out
 * on is no visit: it goes to /login at once and is not kept (on a busy phone the menu's own navigation to /login
 * could take longer than the 100 ms and store it, so the next login would return there).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const loggedOutFrom = useAppSelector(selectLoggedOutFrom);
  const location = useLocation();
  const [redirect, setRedirect] = useState<string | null>(null);
  const leftHere = status === 'signedOut' && loggedOutFrom === `${location.pathname}${location.search}`;

  useEffect(() => {
    if (status !== 'signedOut' || leftHere) return;
    const timer = setTimeout(() => {
      const deepLink = `${location.pathname}${location.search}`;
      storeDeepLink(deepLink);
      setRedirect(`/login?d=${encodeURIComponent(deepLink)}`);
    }, DEEP_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, leftHere, location.pathname, location.search]);

  if (status === 'signedIn') return <>{children}</>;
  if (leftHere) return <Navigate to="/login" replace />;
  if (status === 'signedOut' && redirect) return <Navigate to={redirect} replace />;
  return status === 'restoring' ? <RestoreWaitNotice /> : null;
}
