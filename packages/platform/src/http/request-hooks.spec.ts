import { isValidTraceparent } from '../logging/request-context';
import { newTraceparent, randomHex } from './request-hooks';

describe('newTraceparent', () => {
  it('starts valid W3C traces, all different, across refills of its random pool', () => {
    const traces = Array.from({ length: 1000 }, () => newTraceparent());
    for (const trace of traces) expect(isValidTraceparent(trace)).toBe(true);
    expect(new Set(traces.map((trace) => trace.slice(3, 35))).size).toBe(traces.length);
    expect(new Set(traces.map((trace) => trace.slice(36, 52))).size).toBe(traces.length);
  });

  it('draws span ids of the asked length, all different', () => {
    const ids = Array.from({ length: 1000 }, () => randomHex(8));
    for (const id of ids) expect(id).toMatch(/^[\da-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
