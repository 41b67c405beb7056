import { childTraceparent, downstreamResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';

const ctx = {
  requestId: 'req-1',
  traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  clientAddress: '203.0.113.9',
  protocol: 'https',
  host: 'app.example',
};

describe('upstreamRequestHeaders', () => {
  it('forwards auth, cookies and body type, and adds request id, trace and client address', () => {
    const headers = upstreamRequestHeaders(
      {
        authorization: 'Bearer t',
        cookie: 'chalktalk_refresh=abc',
        'content-type': 'application/json',
        host: 'app.example',
        connection: 'keep-alive',
        'x-internal-secret': 'nope',
      },
      ctx,
    );
    expect(headers).toMatchObject({
      authorization: 'Bearer t',
      cookie: 'chalktalk_refresh=abc',
      'content-type': 'application/json',
      'x-request-id': 'req-1',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'app.example',
    });
    expect(headers).not.toHaveProperty('connection');
    expect(headers).not.toHaveProperty('host');
    expect(headers).not.toHaveProperty('x-internal-secret');
  });

  it('keeps the trace id but opens a new span for the hop', () => {
    const { traceparent } = upstreamRequestHeaders({}, ctx);
    expect(traceparent).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[\da-f]{16}-01$/);
    expect(traceparent).not.toContain('b7ad6b7169203331');
  });

  it('appends the client address to an existing X-Forwarded-For chain', () => {
    expect(upstreamRequestHeaders({ 'x-forwarded-for': '10.0.0.1' }, ctx)['x-forwarded-for']).toBe(
      '10.0.0.1, 203.0.113.9',
    );
  });
});

describe('childTraceparent', () => {
  it('starts a fresh trace when the parent is malformed', () => {
    expect(childTraceparent('garbage')).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
  });
});

describe('downstreamResponseHeaders', () => {
  it('keeps every set-cookie and drops hop-by-hop headers', () => {
    const headers = downstreamResponseHeaders({
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
      connection: 'close',
      'content-length': '10',
      'x-request-id': 'upstream',
    });
    expect(headers).toEqual({
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
      'content-type': 'application/json',
    });
  });
});
