import Fastify from 'fastify';
import { largestBodyLimit, registerCallBodyLimits } from './body-limits';

describe('per-call body limits', () => {
  async function app() {
    const fastify = Fastify({ bodyLimit: largestBodyLimit(100, { '/api/files/upload': 1000 }) });
    registerCallBodyLimits(fastify, 100, { '/api/files/upload': 1000 });
    fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    fastify.post('/api/:group/:call', async (request) => ({ bytes: (request.body as Buffer).length }));
    await fastify.ready();
    return fastify;
  }
  const post = async (url: string, size: number) => {
    const fastify = await app();
    const res = await fastify.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(size, 1),
    });
    await fastify.close();
    return res;
  };

  it('lets a listed call carry up to its own limit and no more', async () => {
    expect((await post('/api/files/upload', 1000)).json()).toEqual({ bytes: 1000 });
    expect((await post('/api/files/upload?x=1', 1000)).statusCode).toBe(200);
    expect((await post('/api/files/upload', 1001)).statusCode).toBe(413);
  });

  it('holds every other call to the default', async () => {
    expect((await post('/api/teams/createProgram', 100)).statusCode).toBe(200);
    expect((await post('/api/teams/createProgram', 101)).statusCode).toBe(413);
    expect((await post('/api/files/uploadx', 101)).statusCode).toBe(413);
  });

  it('cuts off a body that streams past the limit whatever length it declared', async () => {
    const fastify = await app();
    const { Readable } = await import('node:stream');
    const res = await fastify.inject({
      method: 'POST',
      url: '/api/teams/createProgram',
      headers: { 'content-type': 'application/octet-stream', 'content-length': '50' },
      payload: Readable.from([Buffer.alloc(60, 1), Buffer.alloc(60, 1)]),
    });
    expect(res.statusCode).toBe(413);
    await fastify.close();
  });

  it('adds nothing when no call needs more than the default', () => {
    const fastify = Fastify({ bodyLimit: 100 });
    const addHook = jest.spyOn(fastify, 'addHook');
    registerCallBodyLimits(fastify, 100, { '/api/x/y': 50 });
    expect(addHook).not.toHaveBeenCalled();
  });
});
