import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectRelogin, selectUser } from '../authSlice';

// Rarely needed, so its form (and the kit's password input) is a chunk of its own, fetched when first asked.
const ReloginForm = lazy(() => import('./ReloginForm').then((m) => ({ default: m.ReloginForm })));

/** Spec 1 §4/§8: an expired login or a recent-login-required answer asks for the password again. */
export function ReloginDialog() {
  const reason = useAppSelector(selectRelogin);
  const user = useAppSelector(selectUser);
  if (!reason || !user) return null;
  return (
    <Suspense fallback={null}>
      <ReloginForm reason={reason} email={user.email} />
    </Suspense>
  );
}
