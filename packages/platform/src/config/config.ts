import { z } from 'zod';
import { trustedIssuersSchema } from '../auth/trusted-issuers';
import { ConfigError, type ConfigIssue } from './config.errors';

/** An environment variable holding a comma separated list: its entries, trimmed, empty ones dropped. */
export const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

const commaList = commaSeparated.pipe(
  z.array(z.string()).min(1, 'expected a comma separated list with at least one entry'),
);

/**
 * The variables every Chalktalk process understands. Services extend it (`baseConfigSchema.extend({...})`)
 * with their own; the cross-field rule (KAFKA_BROKERS required when EVENT_BUS=kafka) lives in loadConfig so
 * that extending never trips over zod's "no overwriting keys of refined objects" rule.
 */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
    .optional(),
  EVENT_BUS: z.enum(['inprocess', 'kafka']).default('inprocess'),
  KAFKA_BROKERS: commaList.optional(),
  JWKS_URL: z.url().optional(),
  JWT_ISSUER: z.string().min(1).default('chalktalk'),
  JWT_AUDIENCE: z.string().min(1).default('chalktalk'),
  /** Outside OpenID Connect issuers (club Keycloak realms) whose tokens are accepted: JSON, see TrustedIssuer. */
  SSO_ISSUERS: trustedIssuersSchema.default([]),
  /**
   * The secret service-to-service calls carry (internal routes such as /internal/snapshot): from a secret in helm
   * and compose, generated per run by the embedded runner. Unset: every internal call is refused.
   */
  INTERNAL_API_TOKEN: z.string().min(32).max(512).optional(),
});

/**
 * A secret every replica of a service shares and production must be given (an HMAC key, an encryption key): in
 * a schema's `transform`, the value when set; unset in production, an issue naming the variable (the parse
 * fails); elsewhere (development, tests) `developmentValue`, a value from this repository that protects nothing.
 */
export function secretRequiredInProduction(
  ctx: z.RefinementCtx,
  secret: { name: string; value: string | undefined; developmentValue: string; why?: string },
  nodeEnv: BaseConfig['NODE_ENV'],
): string {
  if (secret.value) return secret.value;
  if (nodeEnv !== 'production') return secret.developmentValue;
  ctx.addIssue({
    code: 'custom',
    path: [secret.name],
    message: `Required in production${secret.why ? `: ${secret.why}` : ''}`,
  });
  return z.NEVER;
}

/** The base schema with DATABASE_URL required: what every service with its own database starts from. */
export const serviceConfigSchema = baseConfigSchema.extend({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL'),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Parses the environment with the schema, or throws a ConfigError naming every bad variable.
 * Empty strings count as unset, so `FOO=` in a compose file falls back to the default.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(cleaned);
  const issues: ConfigIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        variable: issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
        message: issue.message,
      }));

  const bus = result.success ? (result.data as Partial<BaseConfig>) : undefined;
  if (bus?.EVENT_BUS === 'kafka' && !bus.KAFKA_BROKERS?.length) {
    issues.push({ variable: 'KAFKA_BROKERS', message: 'required when EVENT_BUS=kafka' });
  }
  if (!result.success && cleaned.EVENT_BUS === 'kafka' && !cleaned.KAFKA_BROKERS) {
    issues.push({ variable: 'KAFKA_BROKERS', message: 'required when EVENT_BUS=kafka' });
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return (result as { data: z.infer<S> }).data;
}
