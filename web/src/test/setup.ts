import '@testing-library/jest-dom';
import { runInThisContext } from 'node:vm';

/*
 * jsdom has no fetch. RTK Query's fetchBaseQuery needs fetch, Request, Response and Headers,
 * and passes an AbortSignal into Request, so all of them must come from the same realm: Node's
 * own implementations, read from the outer context. Tests then stub `fetch` per case.
 */
const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
];
for (const name of nodeGlobals) {
  Object.defineProperty(globalThis, name, {
    value: runInThisContext(name),
    writable: true,
    configurable: true,
  });
}

// Node's Request rejects relative URLs; the app calls '/api/…' like a browser would.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
};
