import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

const color = z
  .string({ error: 'Colours are hex values like #ff4f00' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colours are hex values like #ff4f00')
  .transform((value) => value.toLowerCase())
  .nullable();

/** Colours as hex; null resets one to the theme default. */
export const updateProgramBrandingSchema = z.object({
  programId: z.uuid({ error: 'programId is required' }),
  colorPrimary: color.optional(),
  colorSecondary: color.optional(),
});

/** logo: a data URL or base64 image; null or '' removes the logo. */
export const updateEntityLogoSchema = z.object({
  entityId: z.uuid({ error: 'entityId is required' }),
  logo: z
    .string({ error: 'The logo must be an image as a data URL or base64' })
    .max(TEXT_LIMITS.logoDataUrl)
    .nullable(),
});

export const entityLogoQuerySchema = z.object({ entityId: z.uuid({ error: 'entityId is required' }) });

export type UpdateProgramBrandingDto = z.infer<typeof updateProgramBrandingSchema>;
export type UpdateEntityLogoDto = z.infer<typeof updateEntityLogoSchema>;
