import { randomUUID } from 'node:crypto';
import { type DeclaredCall, findUnsafeJson } from '@chalktalk/platform';
import {
  BAD_VALUES,
  type Json,
  leafPaths,
  PLATFORM_REFUSED_VALUES,
  withValueAt,
} from '@chalktalk/platform/testing';
import fc from 'fast-check';
import { z } from 'zod';

/** One request the suite sends: its body is raw JSON text, so values JSON cannot hold (deep nesting) fit. */
export interface BadCase {
  label: string;
  method: string;
  /** Path with the query string. */
  url: string;
  body?: string;
}

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
}

/** Query strings carry text only, and a URL must stay under Node's 16 KB header limit. */
const BAD_QUERY_VALUES: ReadonlyArray<readonly [string, string | string[]]> = [
  ['empty', ''],
  ['blank', '   '],
  ['long', 'x'.repeat(4000)],
  ['unicode', '\u202e🏀 Zone 北京'],
  ['quote', "'"],
  ['sql', "x'); DROP TABLE plays; --"],
  ['NaN', 'NaN'],
  ['negative', '-1'],
  ['repeated', ['a', "'"]],
  ['json text', '{"a":[1,2]}'],
  ['NUL', 'a\u0000b'],
];

/**
 * Dates, times and instants that do not exist, by the JSON Schema format the platform's date and time fields
 * declare (calendarDate, clockTime, isoDateTime): JavaScript's Date reads 2027-02-30 as 2 March, so each must be
 * refused, not stored as another day.
 */
export const IMPOSSIBLE_BY_FORMAT: Readonly<Record<string, readonly string[]>> = {
  date: ['2027-02-30', '2027-13-01', '2026-02-29', '2027-04-31'],
  time: ['24:00', '18:60'],
  'date-time': [
    '2027-02-30T18:00:00Z',
    '2027-13-01T18:00:00Z',
    '2026-02-29T18:00:00Z',
    '2027-03-02T24:00:00Z',
    '2027-03-02T18:60:00Z',
  ],
};

/** A value each format accepts, so the example body is good but for the one field a case spoils. */
const EXAMPLE_BY_FORMAT: Readonly<Record<string, string>> = {
  date: '2027-03-02',
  time: '18:00',
  'date-time': '2027-03-02T18:00:00Z',
};

/** Over-long text is sent one character over its field's limit, up to this length (beyond, the body limit answers). */
const OVER_LONG_UP_TO = { body: 300_000, query: 4_000 };

/** One leaf field of a call's input: where it sits in the example body and its schema. */
export interface InputField {
  path: Array<string | number>;
  schema: JsonSchema;
}

/** The leaf fields of a JSON schema, following the same choices as the example (first non-null option). */
export function fieldsOf(schema: JsonSchema | undefined, path: Array<string | number> = []): InputField[] {
  if (!schema) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fieldsOf(options.find((o) => o.type !== 'null') ?? options[0], path);
  if (schema.allOf?.length) return schema.allOf.flatMap((part) => fieldsOf(part, path));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' && schema.properties)
    return Object.entries(schema.properties).flatMap(([key, property]) => fieldsOf(property, [...path, key]));
  if (type === 'array' && schema.items) return fieldsOf(schema.items, [...path, 0]);
  return [{ path, schema }];
}

/** The impossible dates and times, and the text one character over its limit, for each field that has one. */
function strictFieldValues(field: InputField, upTo: number): Array<[string, string]> {
  const values: Array<[string, string]> = (IMPOSSIBLE_BY_FORMAT[field.schema.format ?? ''] ?? []).map((v) => [
    `impossible ${v}`,
    v,
  ]);
  const max = field.schema.maxLength;
  if (max !== undefined && max + 1 <= upTo)
    values.push([`${max + 1} characters (limit ${max})`, 'x'.repeat(max + 1)]);
  return values;
}

/** An example value for a JSON schema (ids are fresh UUIDs, so no call can find what they name). */
function exampleOf(schema: JsonSchema | undefined, found: { uuid: boolean }): Json {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0]!;
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return exampleOf(options.find((o) => o.type !== 'null') ?? options[0], found);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, found) as object)) as Json;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') {
        found.uuid = true;
        return randomUUID();
      }
      if (schema.format === 'email') return 'nobody@example.test';
      if (schema.format && EXAMPLE_BY_FORMAT[schema.format]) return EXAMPLE_BY_FORMAT[schema.format]!;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(0, schema.minimum ?? 0);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => exampleOf(schema.items, found));
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        out[key] = exampleOf(property, found);
      return out;
    }
    default:
      return 'x';
  }
}

function jsonSchemaOf(input: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/**
 * Whether a case is bad input for sure, so a 4xx is the only right answer and nothing may change: the
 * platform refuses it, the call's own schema refuses it, or it names ids nobody has (fresh UUIDs in the
 * example). A case the schema accepts on a call without ids (a valid new name) is skipped, not sent.
 */
/** A call's input schema as JSON Schema and the good example body the cases spoil one field at a time. */
export function exampleInputOf(call: DeclaredCall): { schema: JsonSchema | undefined; example: Json } {
  const schema = call.input ? jsonSchemaOf(call.input) : undefined;
  return { schema, example: schema ? exampleOf(schema, { uuid: false }) : {} };
}

function isBad(call: DeclaredCall, value: unknown, text: string, namesUnknownIds: boolean): boolean {
  if (findUnsafeJson(text)) return true;
  if (!call.input) return false;
  let accepted: boolean;
  try {
    accepted = call.input.safeParse(value).success;
  } catch {
    return true; // a schema that throws is a 500 waiting on the server: send it
  }
  return !accepted || namesUnknownIds;
}

function queryString(query: Record<string, Json>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function asQueryObject(base: Json): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return out;
  for (const [key, value] of Object.entries(base)) {
    out[key] = Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  }
  return out;
}

/**
 * Up to `perCall` bad requests for one call, drawn by fast-check with a fixed seed (the same cases every run):
 * a bad value in place of each field, at any depth, a missing field, a wrong body altogether, and the
 * platform-refused text in the body and the query string.
 */
export function badCasesFor(call: DeclaredCall, opts: { seed: number; perCall: number }): BadCase[] {
  const found = { uuid: false };
  const schema = call.input ? jsonSchemaOf(call.input) : undefined;
  const base = schema ? exampleOf(schema, found) : {};
  const cases: BadCase[] = [];
  const seen = new Set<string>();
  const add = (label: string, url: string, body: string | undefined, value: unknown, text: string) => {
    const key = `${url} ${body ?? ''}`;
    if (seen.has(key) || !isBad(call, value, text, found.uuid)) return;
    seen.add(key);
    cases.push({ label, method: call.httpMethod, url, body });
  };

  if (call.source === 'body') {
    const paths = leafPaths(base).filter((path) => path.length > 0);
    const fieldCase = fc
      .tuple(
        fc.constantFrom(...(paths.length ? paths : [['field']])),
        fc.constantFrom(...BAD_VALUES, ...PLATFORM_REFUSED_VALUES),
      )
      .map(([path, [name, value]]) => ({
        label: `${path.join('.')} = ${name}`,
        value: withValueAt(base, path, value),
      }));
    const missingCase = fc
      .constantFrom(...(paths.length ? paths : [['field']]))
      .map((path) => ({ label: `without ${String(path[0])}`, value: withoutKey(base, String(path[0])) }));
    const wholeCase = fc
      .constantFrom<[string, Json]>(
        ['array', [base]],
        ['text', 'text'],
        ['number', 42],
        ['null', null],
        ['empty', {}],
      )
      .map(([name, value]) => ({ label: `body = ${name}`, value }));
    const arbitrary = fc.oneof({ arbitrary: fieldCase, weight: 6 }, missingCase, wholeCase);
    for (const drawn of fc.sample(arbitrary, { seed: opts.seed, numRuns: opts.perCall })) {
      const text = JSON.stringify(drawn.value);
      add(drawn.label, call.path, text, drawn.value, text);
    }
    for (const field of fieldsOf(schema)) {
      for (const [name, value] of strictFieldValues(field, OVER_LONG_UP_TO.body)) {
        const spoiled = withValueAt(base, field.path, value);
        const text = JSON.stringify(spoiled);
        add(`${field.path.join('.')} = ${name}`, call.path, text, spoiled, text);
      }
    }
    for (const [name, value] of PLATFORM_REFUSED_VALUES) {
      const text = JSON.stringify({
        ...(isObject(base) ? base : {}),
        [`key${name === 'NUL' ? '\u0000' : ''}`]: value,
      });
      add(`body with ${name}`, call.path, text, value, text);
    }
    const abyss = '['.repeat(100_000) + ']'.repeat(100_000);
    add('body nested 100 000 deep', call.path, abyss, null, abyss);
    return cases;
  }

  const query = asQueryObject(base);
  const keys = Object.keys(query);
  const resolvePath = (params: Record<string, string>) =>
    call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
  if (call.source === 'params') {
    for (const [name, value] of BAD_QUERY_VALUES) {
      if (Array.isArray(value)) continue;
      const params = Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, value]));
      add(`path = ${name}`, resolvePath(params), undefined, params, JSON.stringify(params));
    }
    return cases;
  }
  const fieldCase = fc
    .tuple(fc.constantFrom(...(keys.length ? keys : ['q'])), fc.constantFrom(...BAD_QUERY_VALUES))
    .map(([key, [name, value]]) => ({ label: `${key} = ${name}`, value: { ...query, [key]: value } }));
  const missingCase = fc
    .constantFrom(...(keys.length ? keys : ['q']))
    .map((key) => ({ label: `without ${key}`, value: withoutKey(query, key) as Record<string, Json> }));
  for (const field of fieldsOf(schema).filter((f) => f.path.length === 1)) {
    for (const [name, value] of strictFieldValues(field, OVER_LONG_UP_TO.query)) {
      const spoiled = { ...query, [String(field.path[0])]: value };
      add(
        `${String(field.path[0])} = ${name}`,
        `${call.path}${queryString(spoiled)}`,
        undefined,
        spoiled,
        JSON.stringify(spoiled),
      );
    }
  }
  for (const drawn of fc.sample(fc.oneof({ arbitrary: fieldCase, weight: 4 }, missingCase), {
    seed: opts.seed,
    numRuns: opts.perCall,
  })) {
    const value = drawn.value as Record<string, Json>;
    add(drawn.label, `${call.path}${queryString(value)}`, undefined, value, JSON.stringify(value));
  }
  return cases;
}

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function withoutKey(value: Json | Record<string, string | string[]>, key: string): Json {
  if (!isObject(value as Json)) return value as Json;
  const { [key]: _dropped, ...rest } = value as Record<string, Json>;
  return rest;
}
