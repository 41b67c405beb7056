import { AppError, GUARD_MESSAGES, type DocumentRefusal } from '@chalktalk/domain';

/** G003 for every refusal; pending, inactive and Basic carry the guard's words so the page can show them. */
export function refusalError(refusal: DocumentRefusal): AppError {
  switch (refusal) {
    case 'pending':
      return new AppError('G003', {
        message: GUARD_MESSAGES.membershipPending,
        details: { reason: refusal },
      });
    case 'inactive':
      return new AppError('G003', {
        message: GUARD_MESSAGES.subscriptionInactive,
        details: { reason: refusal },
      });
    case 'planExcluded':
      return new AppError('G003', {
        message: GUARD_MESSAGES.featureNotIncluded,
        details: { reason: refusal },
      });
    case 'notMember':
    case 'forbidden':
      return new AppError('G003', { details: { reason: refusal } });
  }
}

export const teamNotFound = () => new AppError('G004');
