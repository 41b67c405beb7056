import { AppError } from '@chalktalk/domain';

/** The session cannot be refreshed: the client must ask for the password again. */
export const sessionExpired = () => new AppError('A009');
