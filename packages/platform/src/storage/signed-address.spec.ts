import { DownloadSigner } from './signed-address';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const grant = { fileId: 'f1', userId: 'u1', teamId: 't1', expiresAt: 10_000 };

describe('DownloadSigner', () => {
  const signer = new DownloadSigner(SECRET);

  it('verifies its own token until it expires', () => {
    const token = signer.sign(grant);
    expect(signer.verify(token, 9_999)).toEqual(grant);
    expect(signer.verify(token, 10_000)).toBeNull();
  });

  it('refuses a token signed with another secret or with a changed grant', () => {
    const other = new DownloadSigner(`${SECRET}-other`).sign(grant);
    expect(signer.verify(other, 0)).toBeNull();
    const [, mac] = signer.sign(grant).split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, userId: 'u2' })).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`, 0)).toBeNull();
  });

  it.each(['', '.', 'abc', 'abc.', '.abc', 'a.b.c', '%%%.%%%'])('refuses the malformed token %j', (token) => {
    expect(signer.verify(token, 0)).toBeNull();
  });

  it('refuses a short secret', () => {
    expect(() => new DownloadSigner('short')).toThrow('at least 32');
  });
});
