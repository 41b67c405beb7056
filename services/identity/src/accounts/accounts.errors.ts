import { AppError } from '@chalktalk/domain';

export const emailTaken = () => new AppError('A004');
export const accountNotFound = () => new AppError('A001');
export const incorrectPassword = () => new AppError('A006');
export const accountDisabled = () => new AppError('A007');
export const weakPassword = () =>
  new AppError('A005', {
    details: [{ path: ['password'], message: 'Password should be at least 6 characters' }],
  });
export const profileNotFound = () => new AppError('G004');
