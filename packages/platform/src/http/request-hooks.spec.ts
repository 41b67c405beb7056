import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastify from 'fastify';
import pino from 'pino';
import { isValidTraceparent } from '../logging/request-context';
import { markAccessLoggedDownstream, newTraceparent, randomHex, registerRequestHooks } from './request-hooks';

describe('newTraceparent', () => {
  it('starts valid W3C traces, all different, across refills of its random pool', () => {
    const traces = Array.from({ length: 1000 }, () => newTraceparent());
    for (const trace of traces) expect(isValidTraceparent(trace)).toBe(true);
    expect(new Set(traces.map((trace) => trace.slice(3, 35))).size).toBe(traces.length);
    expect(new Set(traces.map((trace) => trace.slice(36, 52))).size).toBe(traces.length);
  });

  it('draws span ids of the asked length, all different', () => {
    const ids = Array.from({ length: 1000 }, () => randomHex(8));
    for (const id of ids) expect(id).toMatch(/^[\da-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('access lines', () => {
  it('writes one line per request, none for a request whose answer a service in this process logged', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const server = fastify();
    registerRequestHooks(
      { getHttpAdapter: () => ({ getInstance: () => server }) } as unknown as NestFastifyApplication,
      logger,
    );
    server.get('/own', async () => ({ ok: true }));
    server.get('/forwarded', async (request) => {
      markAccessLoggedDownstream(request);
      return { ok: true };
    });
    try {
      expect((await server.inject({ url: '/own', headers: { 'x-request-id': 'r-1' } })).statusCode).toBe(200);
      expect(
        (await server.inject({ url: '/forwarded', headers: { 'x-request-id': 'r-2' } })).statusCode,
      ).toBe(200);
      expect((await server.inject({ url: '/own', headers: { 'x-request-id': 'r-3' } })).statusCode).toBe(200);
      expect(lines.map((line) => [line.msg, line.requestId, line.url, line.status])).toEqual([
        ['request', 'r-1', '/own', 200],
        ['request', 'r-3', '/own', 200],
      ]);
    } finally {
      await server.close();
    }
  });
});
