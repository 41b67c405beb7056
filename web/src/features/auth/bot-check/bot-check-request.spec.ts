import { isBotCheckRequest } from './bot-check-request';

const apiError = (code: string, details?: unknown) => ({ code, message: 'm', ref: 'ref12345', details });

describe('isBotCheckRequest', () => {
  it('recognises identity asking for a solved bot check', () => {
    expect(
      isBotCheckRequest(
        apiError('G001', [{ path: 'token', message: 'Please confirm…', reason: 'required' }]),
      ),
    ).toBe(true);
  });

  it.each([
    ['a wrong password', apiError('A006')],
    ['a failed (spent or expired) bot check', apiError('G001', [{ path: ['token'], reason: 'reused' }])],
    ['another invalid field', apiError('G001', [{ path: 'email', message: 'Email is required' }])],
    ['something that is no API error', new Error('boom')],
  ])('is false for %s', (_label, error) => {
    expect(isBotCheckRequest(error)).toBe(false);
  });
});
