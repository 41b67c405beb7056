import { AppError } from '@chalktalk/domain';

export const unknownCall = () => new AppError('G004');

/** The owning service did not answer: G006 (loading error), which clients retry. */
export const serviceUnavailable = (service: string) =>
  new AppError('G006', { message: 'The service is unavailable. Please try again.', details: [{ service }] });
