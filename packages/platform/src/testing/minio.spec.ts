import { describeWithMinio, minioBinary } from './minio';

/**
 * describeWithMinio decides at collection time what a suite does without the binary; the jest globals it calls are
 * swapped for recorders here so both outcomes can be seen without registering a real failing suite.
 */
describe('describeWithMinio without the MinIO binary', () => {
  const saved = { describe: global.describe, it: global.it, env: { ...process.env } };
  let registered: { kind: 'describe' | 'describe.skip' | 'it'; name: string; body?: () => unknown }[];
  let warn: jest.SpyInstance;

  beforeEach(() => {
    registered = [];
    const record =
      (kind: 'describe' | 'describe.skip' | 'it') =>
      (name: string, body?: () => unknown): void => {
        registered.push({ kind, name, ...(body ? { body } : {}) });
        if (kind !== 'it') body?.();
      };
    global.describe = Object.assign(record('describe'), { skip: record('describe.skip') }) as never;
    global.it = record('it') as never;
    process.env.MINIO_BIN = '/nonexistent/minio';
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    global.describe = saved.describe;
    global.it = saved.it;
    process.env = { ...saved.env };
    warn.mockRestore();
  });

  it('honours MINIO_BIN', () => {
    expect(minioBinary()).toBe('/nonexistent/minio');
  });

  it('skips the suite with a warning that names the missing binary', () => {
    delete process.env.CI;
    const fn = jest.fn();
    describeWithMinio('bucket suite', fn);
    expect(fn).not.toHaveBeenCalled();
    expect(registered.map((r) => [r.kind, r.name])).toEqual([
      ['describe.skip', 'bucket suite'],
      ['it', 'needs MinIO'],
    ]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/SKIPPED: bucket suite[\s\S]*\/nonexistent\/minio is missing/);
  });

  it('fails the suite under CI=true instead of skipping it', () => {
    process.env.CI = 'true';
    const fn = jest.fn();
    describeWithMinio('bucket suite', fn);
    expect(fn).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    const test = registered.find((r) => r.kind === 'it');
    expect(registered[0]).toMatchObject({ kind: 'describe', name: 'bucket suite' });
    expect(() => test?.body?.()).toThrow('bucket suite: /nonexistent/minio is missing but CI=true');
  });
});
