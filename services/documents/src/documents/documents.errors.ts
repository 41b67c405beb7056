import { AppError, DOCUMENT_FILE_TOO_LARGE, DOCUMENT_MESSAGES } from '@chalktalk/domain';

export const documentNotFound = () => new AppError('G004');
/** Only pdf, doc and docx, recognised by content (spec 1 section 5). */
export const unsupportedFile = () =>
  new AppError('G001', {
    message: 'Only pdf, doc and docx files can be uploaded.',
    details: { field: 'data' },
  });
export const fileTooLarge = () =>
  new AppError('G001', {
    message: DOCUMENT_FILE_TOO_LARGE,
    details: { field: 'data' },
  });
export const badUrl = () =>
  new AppError('G001', { message: DOCUMENT_MESSAGES.enterUrl, details: { field: 'url' } });
export const badPath = () =>
  new AppError('G001', { message: 'The folder path is not valid.', details: { field: 'path' } });
export const notAFile = () => new AppError('G001', { message: 'This document is a link, not a file.' });
/** Only docx files have a converted preview (pdf reads in pdf.js; doc, the old binary format, downloads). */
export const noPreview = () =>
  new AppError('G001', { message: 'Only Word (docx) files have a preview; download this one.' });
/** The download address is expired, forged or its holder is no longer on the team. */
export const downloadRefused = () => new AppError('G003', { message: 'This download link has expired.' });
export const recipientNotOnTeam = () =>
  new AppError('G001', {
    message: 'That person is not a member of this team.',
    details: { field: 'recipientUID' },
  });
