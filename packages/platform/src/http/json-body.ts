import { AppError } from '@chalktalk/domain';
import type { InputIssue } from './parse-input';

/**
 * Deepest nesting of objects and arrays a request may carry. A play document, the deepest thing the product
 * stores, is about 6 levels deep; 100 000 levels used to overflow the stack when the gateway re-serialised them.
 */
export const MAX_JSON_DEPTH = 64;

export const UNSAFE_INPUT_MESSAGES = {
  depth: `The input is nested deeper than ${MAX_JSON_DEPTH} levels.`,
  nul: 'The text contains a NUL character.',
  surrogate: 'The text contains an unpaired UTF-16 surrogate.',
} as const;

type Problem = keyof typeof UNSAFE_INPUT_MESSAGES;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Text that may hold a NUL or an unpaired surrogate: an escaped NUL or surrogate, a raw NUL, or a raw surrogate
 * that is not half of a pair. Raw emoji (valid pairs) do not match, so ordinary bodies skip the exact check.
 */
const SUSPECT_TEXT =
  // eslint-disable-next-line no-control-regex -- a raw NUL is one of the characters this looks for
  /\\u(?:0000|[dD][89a-fA-F])|\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Index of the quote that closes the string opened at `open`, or text.length when it is never closed. */
function stringEnd(text: string, open: number): number {
  for (let quote = text.indexOf('"', open + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return text.length;
}

/**
 * Finds the first object or array nested deeper than MAX_JSON_DEPTH in raw JSON text and returns its path, in
 * one pass with no recursion: strings are skipped with indexOf, and per open level only the position of its
 * current key or its current index is kept (fixed-size arrays), so the common case allocates nothing.
 * It does not validate the JSON (the parser does); text it cannot follow is at worst reported too deep.
 */
function tooDeepAt(text: string): string | undefined {
  const isArray = new Uint8Array(MAX_JSON_DEPTH + 1);
  const keyStart = new Int32Array(MAX_JSON_DEPTH + 1);
  const keyEnd = new Int32Array(MAX_JSON_DEPTH + 1);
  const index = new Int32Array(MAX_JSON_DEPTH + 1);
  let depth = 0;
  let expectKey = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey) {
        keyStart[depth] = i;
        keyEnd[depth] = end;
        expectKey = false;
      }
      i = end;
    } else if (unit === OPEN_BRACE || unit === OPEN_BRACKET) {
      if (depth === MAX_JSON_DEPTH) return pathOfLevels(text, depth, isArray, keyStart, keyEnd, index);
      depth++;
      isArray[depth] = unit === OPEN_BRACKET ? 1 : 0;
      index[depth] = 0;
      expectKey = unit === OPEN_BRACE;
    } else if (unit === CLOSE_BRACE || unit === CLOSE_BRACKET) {
      if (depth > 0) depth--;
      expectKey = false;
    } else if (unit === COMMA && depth > 0) {
      if (isArray[depth]) index[depth]++;
      else expectKey = true;
    }
  }
  return undefined;
}

function pathOfLevels(
  text: string,
  depth: number,
  isArray: Uint8Array,
  keyStart: Int32Array,
  keyEnd: Int32Array,
  index: Int32Array,
): string {
  const segments: string[] = [];
  for (let level = 1; level <= depth; level++) {
    segments.push(
      isArray[level] ? String(index[level]) : decodeKey(text.slice(keyStart[level], keyEnd[level] + 1)),
    );
  }
  return segments.join('.');
}

function decodeKey(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted;
  }
}

/** ES2024's String.prototype.isWellFormed (Node 20+), not yet in the ES2023 lib the repo compiles against. */
type WellFormedCheck = string & { isWellFormed(): boolean };

/** What is wrong with one string, if anything. */
function stringProblem(value: string): Problem | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (!(value as WellFormedCheck).isWellFormed()) return 'surrogate';
  return undefined;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/**
 * Finds the first unsafe part of an already-parsed value (a query string, or the JSON the raw scan refused)
 * with the dotted path of its field. Walks with an explicit stack, so a value nested 100 000 deep cannot
 * overflow the call stack; object keys are checked like values.
 */
export function findUnsafeValue(value: unknown, rootPath = ''): InputIssue | undefined {
  const stack: Pending[] = [{ value, path: rootPath, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      const problem = stringProblem(current);
      if (problem) return { path: item.path, message: UNSAFE_INPUT_MESSAGES[problem] };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) return { path: item.path, message: UNSAFE_INPUT_MESSAGES.depth };
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    const children: Pending[] = [];
    for (const [key, child] of entries) {
      const path = join(item.path, key);
      if (typeof key === 'string') {
        const problem = stringProblem(key);
        if (problem) return { path, message: UNSAFE_INPUT_MESSAGES[problem] };
      }
      children.push({ value: child, path, depth });
    }
    // Reversed so that the first field is looked at first and the reported path is the first offender.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return undefined;
}

/**
 * Finds what must be refused in a raw JSON body (nesting deeper than MAX_JSON_DEPTH, NUL, unpaired
 * surrogates in keys or values), with the field's path. Usable on the bytes a proxy forwards unparsed.
 * Depth is found by a scan of the text (parsing 500 000 levels would cost 300 ms); characters by one native
 * regular expression, and only text it flags is parsed and walked for the exact answer and path. Text that
 * does not parse is left to the JSON parser, which refuses it anyway.
 */
export function findUnsafeJson(raw: string | Uint8Array): InputIssue | undefined {
  const text =
    typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('utf8');
  const deepPath = tooDeepAt(text);
  if (deepPath !== undefined) return { path: deepPath, message: UNSAFE_INPUT_MESSAGES.depth };
  if (!SUSPECT_TEXT.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return findUnsafeValue(parsed);
}

/** findUnsafeJson as a guard: throws AppError G001 with `details: [{ path, message }]`. */
export function assertSafeJson(raw: string | Uint8Array): void {
  const issue = findUnsafeJson(raw);
  if (issue) throw new AppError('G001', { details: [issue] });
}

/** findUnsafeValue as a guard, for values that did not arrive as JSON text (query strings). */
export function assertSafeValue(value: unknown): void {
  const issue = findUnsafeValue(value);
  if (issue) throw new AppError('G001', { details: [issue] });
}
