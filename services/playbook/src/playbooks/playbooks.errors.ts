import { AppError } from '@chalktalk/domain';

export const teamNotFound = () => new AppError('G004');
export const notATeamMember = () => new AppError('G003');
export const teamPlaybookMissing = () => new AppError('G004');
export const playbookNotFound = () => new AppError('G004');
export const noPermission = () => new AppError('G003');
export const itemNotFound = () => new AppError('G004');
export const invalidRequest = (message?: string) => new AppError('G001', message ? { message } : {});
