import { continuePath } from './continue-url';

const origin = 'https://hoops.chalktalk.app';

describe('continuePath', () => {
  it('accepts a path or a same-origin URL and keeps the query', () => {
    expect(continuePath('/feed?t=team-1', origin)).toBe('/feed?t=team-1');
    expect(continuePath('https://hoops.chalktalk.app/profile/account/basic', origin)).toBe(
      '/profile/account/basic',
    );
    expect(continuePath('/login', origin)).toBe('/login');
  });

  it('refuses other sites, protocol-relative paths and nothing at all', () => {
    expect(continuePath('https://evil.example/feed', origin)).toBeNull();
    expect(continuePath('//evil.example/feed', origin)).toBeNull();
    expect(continuePath('javascript:alert(1)', origin)).toBeNull();
    expect(continuePath(null, origin)).toBeNull();
  });
});
