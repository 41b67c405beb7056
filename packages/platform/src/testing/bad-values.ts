/** JSON as a request carries it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `{ a: { a: … 'bottom' } }`, `levels` deep. */
export function nested(levels: number): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** Refused by the platform's parser wherever they appear (NUL, unpaired surrogates, nesting beyond 64). */
export const PLATFORM_REFUSED_VALUES: ReadonlyArray<readonly [string, Json]> = [
  ['NUL', 'coach\u0000name'],
  ['high surrogate', 'zone \ud800'],
  ['low surrogate', '\udc00 zone'],
  ['nested 100 deep', nested(100)],
];

/**
 * What a careless or hostile client sends in place of a field (issue 11's list: wrong types, huge, empty,
 * unicode, negative, NaN, nested, array for object), with a name for the failure report.
 */
export const BAD_VALUES: ReadonlyArray<readonly [string, Json]> = [
  ['number', 12345],
  ['negative', -1],
  ['fraction', 0.5],
  ['huge number', 1e308],
  ['boolean', true],
  ['null', null],
  ['empty array', []],
  ['array for value', ['x', 'y']],
  ['empty object', {}],
  ['object for value', { id: 'x', nested: { deeper: [1, 2] } }],
  ['nested 10 deep', nested(10)],
  ['empty string', ''],
  ['blank', '   '],
  ['huge string', 'x'.repeat(200_000)],
  ['unicode', '\u202e🏀 Zone 北京 ﷽ e\u0301'],
  ['quote', "'"],
  ['sql', "x'); DROP TABLE plays; --"],
  ['path', '../../etc/passwd'],
  ['NaN text', 'NaN'],
  ['negative text', '-1'],
  ['proto key', '__proto__'],
];

/** Every path to a value inside a JSON document (an empty object or list is a leaf too). */
export function leafPaths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return value.length ? value.flatMap((item, i) => leafPaths(item, [...prefix, i])) : [prefix];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k])) : [prefix];
  }
  return [prefix];
}

/** A copy of `document` with `value` at `path` (missing containers are created as objects). */
export function withValueAt(document: Json, path: ReadonlyArray<string | number>, value: Json): Json {
  if (path.length === 0) return value;
  const copy = (Array.isArray(document) ? [...document] : { ...(document as object) }) as Record<
    string | number,
    Json
  >;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  copy[head] = withValueAt(copy[head] ?? {}, rest, value);
  return copy as Json;
}
