import { z } from 'zod';

/** What the crash page sends: the user's note and the error it was shown for. */
export const developerNoteSchema = z.object(
  {
    note: z
      .string({ error: 'Please enter a note' })
      .trim()
      .min(1, { error: 'Please enter a note' })
      .max(5000, { error: 'Must be at most 5000 characters' }),
    error: z
      .union([
        z.string().max(5000),
        z
          .object({
            code: z.string().max(20).optional(),
            message: z.string().max(5000).optional(),
            ref: z.string().max(64).optional(),
            details: z.unknown().optional(),
          })
          .strip(),
      ])
      .optional()
      .nullable(),
  },
  { error: 'Invalid request' },
);

export type DeveloperNoteDto = z.infer<typeof developerNoteSchema>;
