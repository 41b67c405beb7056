import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { storeDiscountCode } from './discount-code';
import { useValidateDiscountCodeQuery } from './discountApi';

/** Route names whose feature is switched off must not be mistaken for codes. */
const RESERVED = new Set([
  'playbook',
  'schedule',
  'team',
  'documents',
  'community',
  'profile',
  'feed',
  'play',
]);

/**
 * Spec 1 §2 /{code}: a valid code (in any letter case) is stored for 30 days and the visitor goes to create a
 * subscription; anything else goes to the feed. Failures are silent (spec 3 §8).
 */
export function DiscountCodeRoute() {
  const { code: segment = '' } = useParams();
  const code = RESERVED.has(segment.toLowerCase()) ? '' : segment;
  const { data, isError, isLoading } = useValidateDiscountCodeQuery(code, { skip: !code });
  const valid = Boolean(data?.success);
  // Codes match in any letter case: keep the code as billing spells it (what the create page then shows).
  const known = data?.code ?? code;

  useEffect(() => {
    if (valid) storeDiscountCode(known);
  }, [valid, known]);

  if (isLoading) return null;
  if (valid) return <Navigate to="/profile/subscriptions/manage/create" replace />;
  if (isError || !code || data) return <Navigate to="/feed" replace />;
  return null;
}
