import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the gateway appended (the last X-Forwarded-For entry)', () => {
    expect(clientAddress({ ip: '10.0.0.2', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.4' } })).toBe(
      '203.0.113.4',
    );
  });

  it('falls back to the socket address without the header', () => {
    expect(clientAddress({ ip: '10.0.0.2', headers: {} })).toBe('10.0.0.2');
    expect(clientAddress({ ip: '10.0.0.2', headers: { 'x-forwarded-for': ' , ' } })).toBe('10.0.0.2');
  });
});
