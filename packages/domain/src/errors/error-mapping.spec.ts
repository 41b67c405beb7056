import { AppError } from './app-error';
import { createErrorReference, errorFromReply, isRetryableReadError, toAppError } from './error-mapping';

describe('toAppError', () => {
  it('passes AppErrors through', () => {
    const original = new AppError('B001');
    expect(toAppError(original)).toBe(original);
  });

  it.each(['Failed to fetch', 'Load failed', 'Failed to get document because the client is offline.'])(
    'maps %j to G006',
    (message) => expect(toAppError(new Error(message)).code).toBe('G006'),
  );

  it('maps storage retry errors to G006 and missing permissions to G003', () => {
    expect(toAppError(new Error('storage/retry-limit-exceeded')).code).toBe('G006');
    expect(toAppError(new Error('Missing or insufficient permissions.')).code).toBe('G003');
  });

  it('wraps anything else as G999 keeping the original as cause', () => {
    const original = new TypeError('x is undefined');
    const mapped = toAppError(original);
    expect(mapped.code).toBe('G999');
    expect(mapped.cause).toBe(original);
    expect(toAppError('weird').code).toBe('G999');
  });
});

describe('isRetryableReadError', () => {
  it('retries empty and known network messages only', () => {
    expect(isRetryableReadError(new Error(''))).toBe(true);
    expect(isRetryableReadError(new Error('unavailable'))).toBe(true);
    expect(isRetryableReadError({ message: 'An error occurred' })).toBe(true);
    expect(isRetryableReadError(new Error('Permission denied'))).toBe(false);
  });
});

describe('errorFromReply', () => {
  it('rebuilds the error object of a non-200 reply', () => {
    const error = errorFromReply(JSON.stringify({ error: { code: 'T004', details: { teamId: 't1' } } }));
    expect(error.code).toBe('T004');
    expect(error.message).toBe('You are already joined to this team');
    expect(error.details).toEqual({ teamId: 't1' });
  });

  it("treats a reply without a code as unknown ('Non-200 response')", () => {
    const error = errorFromReply('{"ok":false}');
    expect(error.code).toBe('G999');
    expect(error.message).toBe('Non-200 response');
  });

  it("makes an unparsable 'Unauthorized' reply a permissions error and others unknown", () => {
    expect(errorFromReply('Unauthorized').code).toBe('G003');
    expect(errorFromReply('<html>Bad gateway</html>').code).toBe('G999');
  });
});

describe('createErrorReference', () => {
  it('makes short ids from an unambiguous alphabet', () => {
    expect(createErrorReference()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(createErrorReference(4, () => 0)).toBe('AAAA');
  });
});
