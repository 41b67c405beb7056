import { z } from 'zod';
import { id } from '../../plays/dto/community-plays.dto';

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });

/** GET community/getReportedItems: a page (1 when absent). */
export const getReportedItemsSchema = object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** POST community/reviewReport: RESTORE un-hides and clears the reports; REMOVE takes it down / deletes it. */
export const reviewReportSchema = object({
  kind: z.enum(['PLAY', 'COMMENT'], { error: 'Say what you review' }),
  id: id('reported item'),
  decision: z.enum(['RESTORE', 'REMOVE'], { error: 'Choose Restore or Remove' }),
});
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;
