import { identityFailure } from '../provider/identity-failure';

/** The session cannot be refreshed: the client must ask for the password again. */
export const sessionExpired = () => identityFailure('session-expired');
