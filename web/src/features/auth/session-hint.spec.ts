import { OFFLINE_USER_KEY } from '../pwa/offline-session';
import { maySignInOnLoad } from './session-hint';

function storage(entries: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

describe('maySignInOnLoad', () => {
  it('asks for the session when identity left its hint cookie', () => {
    expect(maySignInOnLoad('a=1; chalktalk_signed_in=1; b=2', storage())).toBe(true);
    expect(maySignInOnLoad('chalktalk_signed_in=1', storage())).toBe(true);
  });

  it('skips the refresh for a visitor without the hint or a remembered user', () => {
    expect(maySignInOnLoad('', storage())).toBe(false);
    // A cleared hint (logout, refused refresh) and look-alike names do not count.
    expect(maySignInOnLoad('chalktalk_signed_in=; x_chalktalk_signed_in=1', storage())).toBe(false);
  });

  it('asks for someone remembered on this device, whom the server may still know', () => {
    expect(maySignInOnLoad('', storage({ [OFFLINE_USER_KEY]: '{"id":"u1"}' }))).toBe(true);
  });
});
