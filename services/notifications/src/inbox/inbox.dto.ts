import { LIST_LIMITS } from '@chalktalk/domain';
import { isoDateTime } from '@chalktalk/platform';
import { z } from 'zod';

export const INBOX_PAGE_SIZE = 30;

export const getNotificationsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Paging: items last changed before this instant (the previous page's last updatedAt). */
  before: isoDateTime('before must be an ISO date-time').optional(),
});

export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'ids are notification ids' }), { error: 'ids must be a list' })
    .min(1, 'ids is required')
    .max(LIST_LIMITS.idsPerCall, `At most ${LIST_LIMITS.idsPerCall} ids`),
});

export type GetNotificationsDto = z.infer<typeof getNotificationsSchema>;
export type MarkNotificationsReadDto = z.infer<typeof markNotificationsReadSchema>;
