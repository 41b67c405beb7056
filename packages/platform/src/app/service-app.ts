import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_BODY_LIMIT_BYTES } from '@chalktalk/domain';
import type { FastifyInstance } from 'fastify';
import type { BaseConfig } from '../config/config';
import { HealthModule } from '../health/health.module';
import { AppErrorFilter } from '../http/app-error.filter';
import { type CallBodyLimits, largestBodyLimit, registerCallBodyLimits } from '../http/body-limits';
import { callTableOf, registerCalls } from '../http/call-table';
import { answerClientError } from '../http/client-errors';
import { answerFrameworkError } from '../http/framework-errors';
import { registerCallDescriptions } from '../http/openapi/call-descriptions.route';
import { registerInProcessEntry } from '../http/in-process-call';
import { registerRequestHooks } from '../http/request-hooks';
import { registerSafeInput } from '../http/safe-input';
import { createLogger, setLogLevel } from '../logging/logger';
import { NestPinoLogger } from '../logging/nest-logger';
import { closeOnSignal } from './shutdown';

export interface ServiceOptions {
  /** Service name, e.g. 'teams': the logger name and (through EventBusModule) the consumer group. */
  name: string;
  /** The service's root module. */
  module: Type<unknown>;
  /** Parsed configuration (loadConfig). */
  config: BaseConfig;
  /** Largest accepted request body; default 1 MiB. */
  bodyLimitBytes?: number;
  /** Calls allowed more than bodyLimitBytes (file uploads), by path: CALL_BODY_LIMITS for the calls it serves. */
  callBodyLimits?: CallBodyLimits;
}

const DEFAULT_BODY_LIMIT = DEFAULT_BODY_LIMIT_BYTES;

/**
 * Builds (and initialises) the Nest app on Fastify with the platform's HTTP behaviour; does not listen, so the
 * embedded runner can start many in one process. Shutdown (app.close(), or SIGTERM/SIGINT for every app in the
 * process at once, see closeOnSignal):
 * readiness turns 503 and consumers stop (onModuleDestroy), the outbox relay flushes (beforeApplicationShutdown),
 * HTTP closes after in-flight requests, then the database closes (onApplicationShutdown).
 */
export async function createServiceApp(opts: ServiceOptions): Promise<NestFastifyApplication> {
  setLogLevel(opts.config.LOG_LEVEL);
  const logger = createLogger(opts.name);
  const adapter = new FastifyAdapter({
    bodyLimit: largestBodyLimit(opts.bodyLimitBytes ?? DEFAULT_BODY_LIMIT, opts.callBodyLimits),
    logger: false,
    // Our onRequest hook owns request ids (validated x-request-id or a fresh one).
    requestIdHeader: false,
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    forceCloseConnections: 'idle',
    // Router refusals (bad URL encoding, a path parameter over 100 characters) answer in the product's shape.
    frameworkErrors: answerFrameworkError,
    // So do the HTTP parser's refusals (an address or headers over 16 KiB).
    clientErrorHandler: answerClientError,
  });
  const root: DynamicModule = { module: class ServiceRootModule {}, imports: [opts.module, HealthModule] };
  Object.defineProperty(root.module, 'name', { value: `${opts.name}-root` });
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
    // registerSafeInput installs the JSON parser (Nest's own would let NUL, surrogates and deep nesting through).
    bodyParser: false,
  });
  registerRequestHooks(app, logger);
  registerCallBodyLimits(
    app.getHttpAdapter().getInstance() as unknown as FastifyInstance,
    opts.bodyLimitBytes ?? DEFAULT_BODY_LIMIT,
    opts.callBodyLimits,
  );
  registerSafeInput(app);
  app.useGlobalFilters(new AppErrorFilter(logger));
  // The embedded gateway calls the app through its router, in this process (inProcessEntryOf).
  registerInProcessEntry(app);
  // Before init, so an app with a call that declares no input fails to boot with the list of such calls.
  try {
    const calls = callTableOf(app, opts.name);
    registerCalls(calls);
    // The calls as OpenAPI operations, for the gateway's /api/openapi.json.
    registerCallDescriptions(app, calls);
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.init();
  closeOnSignal(app, logger);
  return app;
}

/** createServiceApp + listen on HOST:PORT + one 'ready' log line; exits non-zero when the boot fails. */
export async function runService(opts: ServiceOptions): Promise<NestFastifyApplication> {
  const logger = createLogger(opts.name);
  try {
    const app = await createServiceApp(opts);
    await app.listen({ port: opts.config.PORT, host: opts.config.HOST });
    logger.info({ url: await app.getUrl() }, `${opts.name} ready`);
    return app;
  } catch (error) {
    logger.fatal({ err: error }, `${opts.name} failed to start`);
    process.exitCode = 1;
    throw error;
  }
}
