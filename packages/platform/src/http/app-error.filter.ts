import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { AppError, ERROR_CATALOGUE, type ErrorCode, isAppError } from '@chalktalk/domain';
import type { Logger } from 'pino';
import { type ErrorBody, errorRef } from './error-body';
import { contextOfRequest } from './request-hooks';

/** The parts of Fastify's request and reply the filter uses. */
interface HttpRequest {
  method?: string;
  url?: string;
}
interface HttpReply {
  sent: boolean;
  status(code: number): HttpReply;
  header(name: string, value: string): HttpReply;
  send(body: unknown): unknown;
}

interface Mapped {
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
  level: 'error' | 'warning' | 'info';
}

/**
 * The one HTTP error mapper: every error becomes `{ error: { code, message, details?, ref } }`.
 * AppErrors answer with their catalogue status; framework errors are mapped to G codes; anything else is a
 * G999 500 whose internals stay in the log (found by its ref), never in the answer.
 */
@Catch()
export class AppErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<HttpReply>();
    const request = host.switchToHttp().getRequest<HttpRequest | undefined>();
    const mapped = this.map(exception);
    const ref = errorRef();

    const logFields = {
      ref,
      code: mapped.code,
      status: mapped.status,
      method: request?.method,
      url: request?.url,
      requestId: request ? contextOfRequest(request)?.requestId : undefined,
    };
    // Stacks only for server faults; a 4xx is the caller's problem and its stack is noise.
    const fields = mapped.status >= 500 ? { ...logFields, err: exception } : logFields;
    if (mapped.level === 'error') this.logger.error(fields, mapped.message);
    else if (mapped.level === 'warning') this.logger.warn(logFields, mapped.message);
    else this.logger.info(logFields, mapped.message);

    const body: ErrorBody = { error: { code: mapped.code, message: mapped.message, ref } };
    if (mapped.details !== undefined) body.error.details = mapped.details;
    if (reply.sent) return;
    reply.status(mapped.status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private map(exception: unknown): Mapped {
    if (isAppError(exception)) {
      return {
        status: exception.status,
        code: exception.code,
        message: exception.message,
        details: exception.details,
        level: ERROR_CATALOGUE[exception.code]?.level ?? 'error',
      };
    }
    const fastifyMessage = fastifyInputError(exception);
    if (fastifyMessage) return fromCode('G001', fastifyMessage.status, [{ message: fastifyMessage.message }]);
    if (exception instanceof HttpException) return fromHttpException(exception);
    const unknown = new AppError('G999');
    return { status: unknown.status, code: 'G999', message: unknown.message, level: 'error' };
  }
}

function fromCode(code: ErrorCode, status: number, details?: unknown): Mapped {
  const entry = ERROR_CATALOGUE[code];
  return { status, code, message: entry.message, details, level: status >= 500 ? 'error' : entry.level };
}

/**
 * Fastify's own 4xx errors (body parsing, size, content type) when they reach the filter as they are. Usually
 * Nest's router wraps them first into an HttpException with the same status and message (fromHttpException).
 * Their messages are Fastify's fixed texts, safe to show.
 */
function fastifyInputError(exception: unknown): { status: number; message: string } | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { code, statusCode } = exception as Error & { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_')) return undefined;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  return { status: statusCode, message: exception.message };
}

function fromHttpException(exception: HttpException): Mapped {
  const status = exception.getStatus();
  if (status === 404 || status === 405) return fromCode('G004', 404);
  if (status === 401 || status === 403) return fromCode('G003', status);
  if (status >= 400 && status < 500) return fromCode('G001', status, [{ message: exception.message }]);
  const unknown = new AppError('G999');
  return { status: unknown.status, code: 'G999', message: unknown.message, level: 'error' };
}
