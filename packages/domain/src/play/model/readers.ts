import { Point } from '../../field/field-dimensions';
import { LIST_LIMITS, TEXT_LIMITS } from '../../validation/input-limits';
import { frameNaNIssue, issue, PlayIssue, PlayIssueCode } from './play-issues';

/**
 * Small typed readers for validating untrusted play JSON by hand (the domain package has no
 * runtime dependencies). Each reader returns a typed value or undefined and records issues.
 */
export class Reader {
  readonly issues: PlayIssue[] = [];
  /** While set, bad coordinates are the not-a-number frame error of this frame, not P004. */
  frameIndex: number | undefined;

  fail(code: PlayIssueCode, path: string, detail?: string): undefined {
    this.issues.push(issue(code, path, detail));
    return undefined;
  }

  object(value: unknown, path: string): Record<string, unknown> | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
    return this.fail('G001', path, 'expected an object');
  }

  array(
    value: unknown,
    path: string,
    optional = true,
    max: number = LIST_LIMITS.playItems,
  ): unknown[] | undefined {
    if (Array.isArray(value)) {
      if (value.length > max) return this.fail('G001', path, `at most ${max} entries`);
      return value;
    }
    if (value === undefined && optional) return [];
    return this.fail('G001', path, 'expected a list');
  }

  /** Text up to `max` characters (TEXT_LIMITS: ids and short labels unless the field says otherwise). */
  string(value: unknown, path: string, fallback?: string, max: number = TEXT_LIMITS.id): string | undefined {
    if (typeof value === 'string') {
      if (value.length > max) return this.fail('G001', path, `at most ${max} characters`);
      return value;
    }
    if (value === undefined && fallback !== undefined) return fallback;
    return this.fail('G001', path, 'expected text');
  }

  id(value: unknown, path: string, code: PlayIssueCode = 'G001'): string | undefined {
    if (typeof value === 'string' && value !== '') return this.string(value, path);
    return this.fail(code, path, 'expected an id');
  }

  optionalString(value: unknown, path: string): string | undefined {
    if (value === undefined || value === null) return undefined;
    return this.string(value, path);
  }

  boolean(value: unknown, path: string, fallback: boolean): boolean {
    if (typeof value === 'boolean') return value;
    if (value !== undefined) this.fail('G001', path, 'expected true or false');
    return fallback;
  }

  /** A coordinate or size: a finite number. */
  coordinate(value: unknown, path: string): number | undefined {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (this.frameIndex !== undefined) {
      this.issues.push(frameNaNIssue(this.frameIndex, path));
      return undefined;
    }
    return this.fail('P004', path, 'not a number');
  }

  number(value: unknown, path: string, fallback: number): number {
    if (value === undefined) return fallback;
    return this.coordinate(value, path) ?? fallback;
  }

  point(value: unknown, path: string): Point | undefined {
    if (typeof value !== 'object' || value === null) {
      if (this.frameIndex !== undefined) {
        this.issues.push(frameNaNIssue(this.frameIndex, path));
        return undefined;
      }
      return this.fail('P004', path, 'expected a position');
    }
    const record = value as Record<string, unknown>;
    const x = this.coordinate(record['x'], `${path}.x`);
    const y = this.coordinate(record['y'], `${path}.y`);
    return x === undefined || y === undefined ? undefined : { x, y };
  }

  /** Reads each element of a list (at most `max` of them), keeping the ones that read cleanly. */
  each<T>(
    value: unknown,
    path: string,
    read: (item: unknown, path: string) => T | undefined,
    max: number = LIST_LIMITS.playItems,
  ): T[] {
    const list = this.array(value, path, true, max) ?? [];
    const out: T[] = [];
    list.forEach((item, index) => {
      const parsed = read(item, `${path}[${index}]`);
      if (parsed !== undefined) out.push(parsed);
    });
    return out;
  }
}
