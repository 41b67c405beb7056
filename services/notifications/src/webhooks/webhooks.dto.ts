import { PUBLIC_EVENT_TYPES } from '@chalktalk/contracts';
import { TEXT_LIMITS } from '@chalktalk/domain';
import { isoDateTime } from '@chalktalk/platform';
import { z } from 'zod';

/** Endpoints one program may register. */
export const MAX_ENDPOINTS_PER_PROGRAM = 10;
export const DELIVERY_PAGE_SIZE = 50;

const endpointUrl = z
  .string({ error: 'url is required' })
  .trim()
  .max(TEXT_LIMITS.url, `At most ${TEXT_LIMITS.url} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full web address, starting with https://' }));

const eventTypes = z
  .array(z.enum(PUBLIC_EVENT_TYPES as [string, ...string[]], { error: 'Unknown event type' }), {
    error: 'eventTypes must be a list',
  })
  .min(1, 'Pick at least one event type')
  .max(PUBLIC_EVENT_TYPES.length, `At most ${PUBLIC_EVENT_TYPES.length} event types`)
  .transform((types) => [...new Set(types)]);

const description = z
  .string()
  .trim()
  .max(TEXT_LIMITS.description, `At most ${TEXT_LIMITS.description} characters`);

export const programInputSchema = z.object({ programId: z.uuid({ error: 'programId is a program id' }) });

export const endpointInputSchema = z.object({
  endpointId: z.uuid({ error: 'endpointId is an endpoint id' }),
});

export const addEndpointSchema = z.object({
  programId: z.uuid({ error: 'programId is a program id' }),
  url: endpointUrl,
  eventTypes,
  description: description.optional(),
});

export const updateEndpointSchema = z.object({
  endpointId: z.uuid({ error: 'endpointId is an endpoint id' }),
  url: endpointUrl.optional(),
  eventTypes: eventTypes.optional(),
  description: description.optional(),
  /** Turns an endpoint back on after a 410 (or off). */
  enabled: z.boolean({ error: 'enabled is true or false' }).optional(),
});

export const getDeliveriesSchema = z.object({
  endpointId: z.uuid({ error: 'endpointId is an endpoint id' }),
  limit: z.coerce.number().int().min(1).max(DELIVERY_PAGE_SIZE).optional(),
  /** Paging: deliveries queued before this instant (the previous page's last createdAt). */
  before: isoDateTime('before must be an ISO date-time').optional(),
});

export const replaySchema = z.object({
  endpointId: z.uuid({ error: 'endpointId is an endpoint id' }),
  from: isoDateTime('from must be an ISO date-time'),
  to: isoDateTime('to must be an ISO date-time'),
});

export type AddEndpointDto = z.infer<typeof addEndpointSchema>;
export type UpdateEndpointDto = z.infer<typeof updateEndpointSchema>;
export type GetDeliveriesDto = z.infer<typeof getDeliveriesSchema>;
export type ReplayDto = z.infer<typeof replaySchema>;
