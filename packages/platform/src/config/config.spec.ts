import { z } from 'zod';
import { ConfigError } from './config.errors';
import { baseConfigSchema, loadConfig, secretRequiredInProduction, serviceConfigSchema } from './config';

describe('loadConfig', () => {
  it('applies the defaults of the base schema', () => {
    const config = loadConfig(baseConfigSchema, {});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3000,
      EVENT_BUS: 'inprocess',
      JWT_ISSUER: 'chalktalk',
      JWT_AUDIENCE: 'chalktalk',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('coerces numbers and splits the broker list', () => {
    const config = loadConfig(baseConfigSchema, {
      PORT: '4100',
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: '127.0.0.1:19092, 127.0.0.1:19093,',
    });
    expect(config.PORT).toBe(4100);
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:19092', '127.0.0.1:19093']);
  });

  it('lists every bad variable in one ConfigError', () => {
    let error: unknown;
    try {
      loadConfig(serviceConfigSchema, { PORT: 'eighty', EVENT_BUS: 'rabbit', JWKS_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const variables = (error as ConfigError).issues.map((i) => i.variable).sort();
    expect(variables).toEqual(['DATABASE_URL', 'EVENT_BUS', 'JWKS_URL', 'PORT']);
    expect((error as ConfigError).message).toContain('PORT:');
  });

  it('requires KAFKA_BROKERS when the bus is kafka', () => {
    expect(() => loadConfig(baseConfigSchema, { EVENT_BUS: 'kafka' })).toThrow(/KAFKA_BROKERS: required/);
  });

  it('reports KAFKA_BROKERS alongside other problems', () => {
    expect(() => loadConfig(baseConfigSchema, { EVENT_BUS: 'kafka', PORT: '-1' })).toThrow(
      expect.objectContaining({
        issues: expect.arrayContaining([expect.objectContaining({ variable: 'KAFKA_BROKERS' })]),
      }),
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig(baseConfigSchema, { PORT: '', HOST: '' })).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
    });
  });

  it('lets services extend the base schema and override keys', () => {
    const schema = serviceConfigSchema.extend({ STRIPE_KEY: z.string().min(1) });
    const config = loadConfig(schema, {
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/teams',
      STRIPE_KEY: 'sk',
    });
    expect(config.STRIPE_KEY).toBe('sk');
    expect(config.DATABASE_URL).toBe('postgres://u:p@127.0.0.1:5432/teams');
  });
});

describe('secretRequiredInProduction', () => {
  const schema = baseConfigSchema.extend({ SIGNING_KEY: z.string().optional() }).transform((config, ctx) => ({
    ...config,
    SIGNING_KEY: secretRequiredInProduction(
      ctx,
      {
        name: 'SIGNING_KEY',
        value: config.SIGNING_KEY,
        developmentValue: 'dev-only',
        why: 'signs the links',
      },
      config.NODE_ENV,
    ),
  }));

  it('takes the value when set, in production as elsewhere', () => {
    expect(loadConfig(schema, { NODE_ENV: 'production', SIGNING_KEY: 'k' }).SIGNING_KEY).toBe('k');
    expect(loadConfig(schema, { SIGNING_KEY: 'k' }).SIGNING_KEY).toBe('k');
  });

  it('falls back to the development value outside production', () => {
    expect(loadConfig(schema, {}).SIGNING_KEY).toBe('dev-only');
    expect(loadConfig(schema, { NODE_ENV: 'test' }).SIGNING_KEY).toBe('dev-only');
  });

  it('refuses production without it, naming the variable and why', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(
      /SIGNING_KEY: Required in production: signs the links/,
    );
  });
});
