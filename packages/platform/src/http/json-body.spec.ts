import { AppError } from '@chalktalk/domain';
import {
  assertSafeJson,
  findUnsafeJson,
  findUnsafeValue,
  MAX_JSON_DEPTH,
  UNSAFE_INPUT_MESSAGES,
} from './json-body';

const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

describe('findUnsafeJson', () => {
  it('lets ordinary JSON through, escapes, emoji and accents included', () => {
    const body = JSON.stringify({
      name: 'Zone 2-3 \u00e9 😀',
      notes: ['a "quoted" \\ \n line', '\\u0000 as text'],
    });
    expect(findUnsafeJson(body)).toBeUndefined();
    expect(findUnsafeJson('{"emoji":"\\ud83d\\ude00","tab":"\\t"}')).toBeUndefined();
    expect(findUnsafeJson(Buffer.from(body))).toBeUndefined();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1} with the path of the level too deep`, () => {
    expect(findUnsafeJson(nested(MAX_JSON_DEPTH))).toBeUndefined();
    const issue = findUnsafeJson(`{"a":${nested(MAX_JSON_DEPTH)}}`);
    expect(issue).toEqual({
      path: `a${'.0'.repeat(MAX_JSON_DEPTH - 1)}`,
      message: UNSAFE_INPUT_MESSAGES.depth,
    });
  });

  it('refuses 100 000 levels without overflowing the stack', () => {
    expect(findUnsafeJson(nested(100_000))?.message).toBe(UNSAFE_INPUT_MESSAGES.depth);
    expect(findUnsafeJson('{"a":'.repeat(100_000))?.message).toBe(UNSAFE_INPUT_MESSAGES.depth);
  });

  it('does not count brackets inside strings', () => {
    expect(findUnsafeJson(JSON.stringify({ text: '['.repeat(500) }))).toBeUndefined();
  });

  it('refuses an escaped NUL in a value, with the field path', () => {
    expect(findUnsafeJson('{"play":{"frames":[{"label":"x\\u0000"}]}}')).toEqual({
      path: 'play.frames.0.label',
      message: UNSAFE_INPUT_MESSAGES.nul,
    });
  });

  it('refuses a NUL or a lone surrogate in a key', () => {
    expect(findUnsafeJson('{"ok":1,"b\\u0000d":1}')).toEqual({
      path: 'b\u0000d',
      message: UNSAFE_INPUT_MESSAGES.nul,
    });
    expect(findUnsafeJson('{"\\udc00":1}')?.message).toBe(UNSAFE_INPUT_MESSAGES.surrogate);
  });

  it('refuses lone high and low surrogates, escaped or raw, and a reversed pair', () => {
    for (const text of [
      '"\\ud800"',
      '"\\ud800x"',
      '"\\udc00"',
      '"\\ude00\\ud83d"',
      '"\ud800"',
      '"a\udc00"',
    ]) {
      expect(findUnsafeJson(`{"name":${text}}`)).toEqual({
        path: 'name',
        message: UNSAFE_INPUT_MESSAGES.surrogate,
      });
    }
  });

  it('accepts a pair written half escaped, half raw (the walk has the last word)', () => {
    expect(findUnsafeJson('{"emoji":"\\ud83d\ude00"}')).toBeUndefined();
  });

  it('leaves text that does not parse (a raw NUL is a JSON syntax error) to the parser', () => {
    expect(findUnsafeJson(Buffer.from('{"name":"a\u0000"}'))).toBeUndefined();
    expect(() => JSON.parse('{"name":"a\u0000"}')).toThrow(SyntaxError);
  });

  it('finds the path of a level too deep among siblings, escaped keys and brackets in strings', () => {
    const inner = nested(MAX_JSON_DEPTH - 2);
    const body = `{"first":[1,"]",{"x":"{"}],"say \\"hi\\"":{"list":[0,{"k":1},${inner}]}}`;
    expect(findUnsafeJson(body)).toEqual({
      path: `say "hi".list.2${'.0'.repeat(MAX_JSON_DEPTH - 3)}`,
      message: UNSAFE_INPUT_MESSAGES.depth,
    });
  });
});

describe('assertSafeJson', () => {
  it('throws G001 with the issue in details', () => {
    let thrown: unknown;
    try {
      assertSafeJson('{"name":"\\u0000"}');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'G001', status: 400, details: [{ path: 'name' }] });
  });
});

describe('findUnsafeValue', () => {
  it('checks parsed values: query strings with arrays of values', () => {
    expect(findUnsafeValue({ q: 'fine', ids: ['a', 'b\u0000'] })).toEqual({
      path: 'ids.1',
      message: UNSAFE_INPUT_MESSAGES.nul,
    });
    expect(findUnsafeValue({ q: 'fine', n: 1, b: null })).toBeUndefined();
  });

  it('walks a value nested far beyond the limit without recursion', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeValue(deep)?.message).toBe(UNSAFE_INPUT_MESSAGES.depth);
  });
});
