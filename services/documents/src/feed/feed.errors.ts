import { AppError } from '@chalktalk/domain';

export const postNotFound = () => new AppError('G004');
export const commentNotFound = () => new AppError('G004');
export const emptyPost = () =>
  new AppError('G001', { message: 'Please write something to post.', details: { field: 'content' } });
export const notAVideo = () =>
  new AppError('G001', {
    message: 'Only youtube, vimeo and hudl links are videos.',
    details: { field: 'videoUrl' },
  });
export const badCursor = () =>
  new AppError('G001', { message: 'The page cursor is not valid.', details: { field: 'cursor' } });
