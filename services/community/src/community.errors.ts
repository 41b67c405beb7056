import {
  AppError,
  COMMUNITY_RATE_LIMITS,
  GUARD_MESSAGES,
  MINIMUM_AGE_MESSAGE,
  RATE_LIMITED_MESSAGE,
  REPORT_MESSAGES,
  SCREEN_NAME_TAKEN_MESSAGE,
} from '@chalktalk/domain';

/** Signed out: the spec's prompt (spec 3 §4), 401 so the web offers sign-up. */
export const signUpToContribute = () =>
  new AppError('G003', { status: 401, message: GUARD_MESSAGES.needSignUpToContribute });
/** Signed in without a community profile: the spec's prompt, 403. */
export const setUpProfileToContribute = () =>
  new AppError('G003', { message: GUARD_MESSAGES.needProfileToContribute });
export const noPermission = () => new AppError('G003');
export const notFound = () => new AppError('G004');
export const invalidRequest = (message?: string) => new AppError('G001', message ? { message } : {});
export const screenNameTaken = () =>
  new AppError('G001', { status: 409, message: SCREEN_NAME_TAKEN_MESSAGE });
export const tooYoung = () => new AppError('G001', { message: MINIMUM_AGE_MESSAGE });
export const rateLimited = (action: keyof typeof COMMUNITY_RATE_LIMITS | string) =>
  new AppError('G001', { status: 429, message: RATE_LIMITED_MESSAGE, details: { action } });
/** P003 (spec: invalid comment id): a comment that is not there, or not on that play. */
export const invalidCommentId = () => new AppError('P003');
/** A second report of the same item by the same reporter: nothing changes. */
export const alreadyReported = () =>
  new AppError('G001', { status: 409, message: REPORT_MESSAGES.alreadyReported });
/** Nobody reports their own play or comment. */
export const ownContent = (kind: 'play' | 'comment') =>
  new AppError('G003', { message: kind === 'play' ? REPORT_MESSAGES.ownPlay : REPORT_MESSAGES.ownComment });
/** Review is asked for a hidden play only. */
export const notHidden = () => new AppError('G001', { status: 409, message: REPORT_MESSAGES.notHidden });
