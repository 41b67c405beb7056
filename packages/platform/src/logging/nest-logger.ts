import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

// Nest's own start-up chatter (modules, routes) is useful when debugging, noise otherwise.
const CHATTY_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Routes Nest's framework logs into the service's pino logger so every line is JSON. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = contextOf(rest);
    if (context && CHATTY_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, ...rest: unknown[]): void {
    const [maybeStack] = rest;
    const stack = typeof maybeStack === 'string' && maybeStack.includes('\n') ? maybeStack : undefined;
    if (message instanceof Error)
      this.logger.error({ err: message, context: contextOf(rest) }, message.message);
    else this.logger.error({ context: contextOf(rest), stack }, String(message));
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn({ context: contextOf(rest) }, String(message));
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug({ context: contextOf(rest) }, String(message));
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.trace({ context: contextOf(rest) }, String(message));
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.logger.fatal({ context: contextOf(rest) }, String(message));
  }
}

function contextOf(rest: unknown[]): string | undefined {
  const last = rest[rest.length - 1];
  return typeof last === 'string' && !last.includes('\n') ? last : undefined;
}
