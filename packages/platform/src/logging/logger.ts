import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { bufferedDestination } from './log-destination';
import { requestContext, traceIdOf } from './request-context';

export type { Logger } from 'pino';

export interface LoggerOverrides {
  level?: string;
  destination?: DestinationStream;
}

const loggers = new Set<Logger>();
let defaultLevel: string | undefined;
/** One buffered stdout shared by every logger of the process (the embedded runner has many apps). */
let stdout: DestinationStream | undefined;

function initialLevel(): string {
  if (defaultLevel) return defaultLevel;
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  // Keeps test output readable; a test that wants logs sets LOG_LEVEL.
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** A pino logger writing JSON lines; requestId, traceId and userId of the current request are mixed in. */
export function createLogger(name: string, overrides: LoggerOverrides = {}): Logger {
  const options: LoggerOptions = {
    name,
    level: overrides.level ?? initialLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const ctx = requestContext.get();
      if (!ctx) return {};
      return { requestId: ctx.requestId, traceId: traceIdOf(ctx.traceparent), userId: ctx.userId };
    },
  };
  const logger = pino(options, overrides.destination ?? (stdout ??= bufferedDestination()));
  if (!overrides.level) loggers.add(logger);
  return logger;
}

/** Applies the configured LOG_LEVEL to every logger created so far and to later ones. */
export function setLogLevel(level: string): void {
  defaultLevel = level;
  for (const logger of loggers) logger.level = level;
}
