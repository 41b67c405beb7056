import { AppError } from '@chalktalk/domain';

export const teamNotFound = () => new AppError('G004');
export const notATeamMember = () => new AppError('G003');
export const teamPlaybookMissing = () => new AppError('G004');
