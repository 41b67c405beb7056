import { AppError } from './app-error';
import { assertSavedFrom, conflictVersionOf } from './version-conflict';

describe('version conflict', () => {
  it('lets a save made from the stored version through', () => {
    expect(() => assertSavedFrom(4, 4)).not.toThrow();
  });

  it('refuses a save made from another version with G010 (409) naming the stored one', () => {
    let caught: unknown;
    try {
      assertSavedFrom(3, 4);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('G010');
    expect((caught as AppError).status).toBe(409);
    expect(conflictVersionOf((caught as AppError).toJSON())).toBe(4);
  });

  it('reads no version from other errors', () => {
    expect(conflictVersionOf({ code: 'G001', details: { version: 2 } })).toBeUndefined();
    expect(conflictVersionOf(undefined)).toBeUndefined();
  });
});
