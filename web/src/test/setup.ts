import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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

/*
 * Mantine reads media queries (useMediaQuery, color scheme) and observes element sizes (ScrollArea, Tabs,
 * SegmentedControl); jsdom implements neither. No query matches: tests see the desktop layout unless they say so.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = NoResizeObserver;

// Mantine's ScrollArea and Combobox scroll options into view; jsdom lays nothing out.
Element.prototype.scrollIntoView = function scrollIntoView() {};

/*
 * Pages are lazy chunks (the account pages, the signed-in shell, each page inside it): under jest each one is a
 * require behind a promise, and a page inside the shell is two of them in a row. On a loaded machine that can
 * outlast testing-library's 1 s default (the first page of a suite loads the kit cold). A fresh-clone run beside five
 * other engineers' work (load average 15–20) took the web suite 662 s instead of 116 s, and a share answer's status
 * line took longer than 5 s to appear: findBy/waitFor wait up to 10 s. A test that fails still fails, later.
 */
configure({ asyncUtilTimeout: 10_000 });
// Whole-page walks (sign up, create a program, then the switcher) type dozens of keys through the kit's inputs:
// 15 s at load 20 was not enough for the schedule's bulk edit walk.
jest.setTimeout(30_000);
