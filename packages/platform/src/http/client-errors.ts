import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CATALOGUE } from '@chalktalk/domain';
import { type ErrorBody, errorRef } from './error-body';

/** Why Node's HTTP parser refused a request, in words safe to show. */
const REASONS: Record<string, { status: number; reason: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'The address or the headers are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'The request took too long to arrive.' },
};

/**
 * Fastify's `clientErrorHandler`: what the server answers when Node's HTTP parser refuses a request before Fastify
 * sees it (an address or headers over the 16 KiB limit, a malformed request line, a request that never finishes
 * arriving). Without it these are Fastify's own bodies (`{ error: 'Request Header Fields Too Large', ... }`), not
 * the product's `{ error: { code, message, details, ref } }`. G001 with the parser's status; the socket then closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason } = REASONS[error.code ?? ''] ?? {
    status: 400,
    reason: 'The request is malformed.',
  };
  const body: ErrorBody = {
    error: {
      code: 'G001',
      message: ERROR_CATALOGUE.G001.message,
      details: [{ message: reason }],
      ref: errorRef(),
    },
  };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
