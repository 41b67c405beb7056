import { z } from 'zod';

/**
 * main/forceError's payload (spec 1 §7: "test"). The about dialog's error-test buttons send either a code of the
 * error catalogue (the gateway answers that error, as a service would) or 'unexpected' (an unknown exception:
 * logged with its reference and answered G999), so error reporting can be checked end to end in production.
 */
export const forceErrorSchema = z.object(
  { test: z.string().trim().min(1).max(20) },
  { error: 'Invalid request' },
);

export type ForceErrorDto = z.infer<typeof forceErrorSchema>;
