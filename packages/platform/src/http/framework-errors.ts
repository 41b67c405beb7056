import { ERROR_CATALOGUE } from '@chalktalk/domain';
import { type ErrorBody, errorRef } from './error-body';

/** The parts of Fastify's reply this answer uses. */
interface FrameworkReply {
  code(status: number): FrameworkReply;
  header(name: string, value: string): FrameworkReply;
  send(body: unknown): unknown;
}

/** Why the router refused a URL, in words safe to show (Fastify's own messages repeat the whole path). */
const REASONS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Fastify's `frameworkErrors`: what its router answers before any route, hook or Nest filter runs (a URL it
 * cannot decode, a path parameter over maxParamLength). Without it these are Fastify's own bodies
 * (`{ error: 'Bad Request', code: 'FST_…' }`), not the product's `{ error: { code, message, ref } }`.
 */
export function answerFrameworkError(
  error: Error & { code?: string; statusCode?: number },
  _request: unknown,
  fastifyReply: unknown,
): void {
  const reply = fastifyReply as FrameworkReply;
  const status = error.statusCode ?? 500;
  const code = status >= 400 && status < 500 ? 'G001' : 'G999';
  const body: ErrorBody = { error: { code, message: ERROR_CATALOGUE[code].message, ref: errorRef() } };
  const reason = error.code ? REASONS[error.code] : undefined;
  if (code === 'G001' && reason) body.error.details = [{ message: reason }];
  reply
    .code(code === 'G001' ? status : 500)
    .header('content-type', 'application/json; charset=utf-8')
    .send(body);
}
