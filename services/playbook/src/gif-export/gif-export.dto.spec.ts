import { randomUUID } from 'node:crypto';
import { TEXT_LIMITS } from '@chalktalk/domain';
import { exportGifSchema } from './gif-export.dto';

describe('exportGIF input', () => {
  const valid = { playbookId: randomUUID(), playId: randomUUID() };
  const accepts = (input: object) => exportGifSchema.safeParse(input).success;

  it('accepts UUIDs for the play and playbook, a program UUID and a public link id', () => {
    expect(accepts(valid)).toBe(true);
    expect(
      accepts({ ...valid, programId: randomUUID(), linkId: 'AbCdEfGhIjKlMnOpQrSt_-', name: 'Horns' }),
    ).toBe(true);
  });

  it('reads an empty programId as a play without a program', () => {
    const parsed = exportGifSchema.safeParse({ ...valid, programId: '' });
    expect(parsed.success && parsed.data.programId).toBeUndefined();
    expect(parsed.success).toBe(true);
  });

  it('accepts a public link id as playbookId when the link is given (what the web sends for public plays)', () => {
    const linkId = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(accepts({ ...valid, playbookId: linkId, linkId })).toBe(true);
  });

  it.each([
    ['a quote as playbookId', { ...valid, playbookId: "'" }],
    ['a link id as playbookId without a link', { ...valid, playbookId: 'AbCdEfGhIjKlMnOpQrSt_-' }],
    ['a name as playId', { ...valid, playId: 'play-1' }],
    ['a programId that is not a UUID', { ...valid, programId: 'x' }],
    ['a link id of the wrong shape', { ...valid, linkId: "' OR 1=1" }],
    ['a file name over the limit', { ...valid, name: 'x'.repeat(TEXT_LIMITS.fileName + 1) }],
  ])('refuses %s (G001 at the edge of the call, never a 500 further in)', (_, input) => {
    expect(accepts(input)).toBe(false);
  });
});
