import { identityFailure } from '../provider/identity-failure';

/** One answer for unknown, spent, expired and mismatched codes: the page says 'This link is invalid or expired.' */
export const invalidActionCode = () => identityFailure('invalid-action-code');
