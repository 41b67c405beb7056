import { AppError } from '@chalktalk/domain';

export const botCheckFailed = (reason: string) =>
  new AppError('G001', {
    message: 'The bot check failed. Please try again.',
    details: [{ path: ['token'], message: 'The bot check failed. Please try again.', reason }],
  });
