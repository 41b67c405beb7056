import { useMemo } from 'react';
import { useRouteError } from 'react-router';
import { crashDetails } from './crash-details';
import { CrashPage } from './CrashPage';

export function RouteErrorPage() {
  const error = useRouteError();
  // One reference id per crash, not per render.
  const details = useMemo(() => crashDetails(error), [error]);
  return <CrashPage details={details} />;
}
