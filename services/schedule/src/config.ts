import { loadConfig, secretRequiredInProduction, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

/** Only for development and tests: mailed RSVP links then survive a restart of `make dev`. */
const DEVELOPMENT_RSVP_LINK_SECRET = 'chalktalk-development-only-rsvp-link-secret';

export const scheduleConfigSchema = serviceConfigSchema
  .extend({
    /** Where the web app is served; mailed RSVP links point at its /schedule/update-rsvp page. */
    WEB_ORIGIN: z.url().default('http://localhost:8080'),
    /** HMAC key of the one-click RSVP links (at least 32 characters; every replica shares it). */
    RSVP_LINK_SECRET: z.string().min(32).optional(),
    /** How often due reminders are looked for (ms); 0 turns the poller off (tests drive it by hand). */
    REMINDER_POLL_MS: z.coerce.number().int().min(0).default(60_000),
    /** Place search: the bundled offline gazetteer (embedded default) or a Nominatim/Photon-compatible service. */
    PLACES_PROVIDER: z.enum(['offline', 'nominatim', 'photon']).default('offline'),
    /** The Nominatim- or Photon-compatible service's base address (required unless PLACES_PROVIDER is offline). */
    PLACES_URL: z.url().optional(),
    /**
     * Bytes of memory for the month calendar's per-team fragments (src/events/calendar-reader.ts), least recently
     * used evicted first; 0 reads every month with the one statement.
     */
    CALENDAR_CACHE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(64 * 1024 * 1024),
  })
  .transform((config, ctx) => {
    if (config.PLACES_PROVIDER !== 'offline' && !config.PLACES_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PLACES_URL'],
        message: `Required for ${config.PLACES_PROVIDER}`,
      });
      return z.NEVER;
    }
    const RSVP_LINK_SECRET = secretRequiredInProduction(
      ctx,
      {
        name: 'RSVP_LINK_SECRET',
        value: config.RSVP_LINK_SECRET,
        developmentValue: DEVELOPMENT_RSVP_LINK_SECRET,
      },
      config.NODE_ENV,
    );
    return { ...config, RSVP_LINK_SECRET };
  });

export type ScheduleConfig = z.infer<typeof scheduleConfigSchema>;

export const SCHEDULE_CONFIG = Symbol('SCHEDULE_CONFIG');

export function loadScheduleConfig(env: Record<string, string | undefined> = process.env): ScheduleConfig {
  return loadConfig(scheduleConfigSchema, env);
}
