import { z } from 'zod';
import { TEXT_LIMITS } from '@chalktalk/domain';

export const urlPreviewQuerySchema = z.object({ q: z.string().trim().min(1).max(TEXT_LIMITS.url) });
export const videoDetailsSchema = z.object({ videoLink: z.string().trim().min(1).max(TEXT_LIMITS.url) });
