import { bucketUrl, normalizePrefix, objectUrl } from './s3-object-url';

describe('S3 path-style URLs', () => {
  const endpoint = 'http://127.0.0.1:9000';

  it('puts the bucket after the endpoint, trailing slashes or not', () => {
    expect(bucketUrl(endpoint, 'render')).toBe('http://127.0.0.1:9000/render');
    expect(bucketUrl(`${endpoint}//`, 'render')).toBe('http://127.0.0.1:9000/render');
    expect(bucketUrl('https://s3.eu-west-1.amazonaws.com/', 'b')).toBe(
      'https://s3.eu-west-1.amazonaws.com/b',
    );
  });

  it('puts the prefix between the bucket and the key; no prefix means the key sits at the root', () => {
    expect(objectUrl(endpoint, 'b', 'prod', 'ab/cd/play.gif')).toBe(
      'http://127.0.0.1:9000/b/prod/ab/cd/play.gif',
    );
    expect(objectUrl(endpoint, 'b', '', 'logos/x')).toBe('http://127.0.0.1:9000/b/logos/x');
    expect(objectUrl(endpoint, 'b', 'env/eu', 'k')).toBe('http://127.0.0.1:9000/b/env/eu/k');
  });

  it('trims the slashes around a prefix', () => {
    expect(normalizePrefix('')).toBe('');
    expect(normalizePrefix('/')).toBe('');
    expect(normalizePrefix('/test-env/')).toBe('test-env');
    expect(normalizePrefix('//a/b//')).toBe('a/b');
  });

  it('encodes each segment of prefix and key on its own, keeping / as the separator', () => {
    expect(objectUrl(endpoint, 'b', 'my env', 'a b/c?d#e%f/ü.png')).toBe(
      'http://127.0.0.1:9000/b/my%20env/a%20b/c%3Fd%23e%25f/%C3%BC.png',
    );
    // Backslashes would be read as separators by the URL parser if they were left as they are.
    expect(objectUrl(endpoint, 'b', '', 'a\\..\\b')).toBe('http://127.0.0.1:9000/b/a%5C..%5Cb');
    // The URL the client fetches keeps the key as built (nothing the parser would resolve away).
    const url = objectUrl(endpoint, 'b', 'p', 'x/%2e%2e/y');
    expect(new URL(url).pathname).toBe('/b/p/x/%252e%252e/y');
  });

  it.each(['', '/a', 'a/', 'a//b', '.', '..', 'a/../b', 'a/./b', '../other-bucket/x'])(
    'refuses the key %j, which could leave the prefix or join wrongly',
    (key) => {
      expect(() => objectUrl(endpoint, 'b', 'p', key)).toThrow(/S3 key must be plain path segments/);
    },
  );

  it.each(['..', 'a/../b', 'a//b', './a'])('refuses the prefix %j', (prefix) => {
    expect(() => normalizePrefix(prefix)).toThrow(/S3 prefix must be plain path segments/);
  });
});
