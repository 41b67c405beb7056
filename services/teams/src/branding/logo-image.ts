import { AppError } from '@chalktalk/domain';

export const MAX_LOGO_BYTES = 512 * 1024;

export type LogoType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const SIGNATURES: [LogoType, (b: Buffer) => boolean][] = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

const invalid = (message: string) => new AppError('G001', { details: [{ path: 'logo', message }] });

/**
 * Reads a logo sent as a data URL (`data:image/png;base64,...`) or bare base64. The type comes from the bytes,
 * not the label: only PNG, JPEG, GIF and WebP are kept (SVG can carry script, so it is refused).
 */
export function parseLogo(logo: string): { bytes: Buffer; contentType: LogoType } {
  const match = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,(.*)$/s.exec(logo.trim());
  const base64 = (match ? match[3]! : logo).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length === 0)
    throw invalid('The logo must be an image as a data URL or base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw invalid('The logo must be 512 KB or smaller');
  const type = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (!type) throw invalid('The logo must be a PNG, JPEG, GIF or WebP image');
  return { bytes, contentType: type };
}
