import { MAX_LOGO_BYTES, parseLogo } from './logo-image';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest'),
]);

describe('parseLogo', () => {
  it('reads a data URL and takes the type from the bytes', () => {
    const parsed = parseLogo(`data:image/jpeg;base64,${PNG.toString('base64')}`);
    expect(parsed.contentType).toBe('image/png');
    expect(parsed.bytes.equals(PNG)).toBe(true);
  });

  it('reads bare base64', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(parseLogo(jpeg.toString('base64')).contentType).toBe('image/jpeg');
  });

  it.each([
    ['svg markup', `data:image/svg+xml;base64,${Buffer.from('<svg onload="x()"/>').toString('base64')}`],
    ['text that is not base64', 'not an image!'],
    ['an empty data URL', 'data:image/png;base64,'],
  ])('refuses %s with G001', (_case, logo) => {
    expect(() => parseLogo(logo)).toThrow(expect.objectContaining({ code: 'G001' }));
  });

  it('refuses logos over 512 KB', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    expect(() => parseLogo(big.toString('base64'))).toThrow(
      expect.objectContaining({ details: [{ path: 'logo', message: 'The logo must be 512 KB or smaller' }] }),
    );
  });
});
