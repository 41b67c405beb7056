import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

export const id = (label: string) => z.uuid({ error: `A ${label} id is required` });
export const label = z.string().trim().min(1).max(TEXT_LIMITS.label);
export const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });
export const teamInput = object({ teamId: id('team') });
