import { AppError } from '@chalktalk/domain';

/**
 * The login needs a solved bot check (the account had several failed logins). The web app recognises the `token`
 * issue with reason 'required', solves a challenge and sends the login again.
 */
export const BOT_CHECK_REQUIRED_MESSAGE = 'Please confirm that you are not a robot.';
export const botCheckRequired = () =>
  new AppError('G001', {
    message: BOT_CHECK_REQUIRED_MESSAGE,
    details: [{ path: 'token', message: BOT_CHECK_REQUIRED_MESSAGE, reason: 'required' }],
  });

export const botCheckFailed = (reason: string) =>
  new AppError('G001', {
    message: 'The bot check failed. Please try again.',
    details: [{ path: ['token'], message: 'The bot check failed. Please try again.', reason }],
  });
