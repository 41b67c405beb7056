import { batchStatement } from './outbox-relay.service';

describe('the relay batch statement', () => {
  it('marks what became durable before reading the next batch, in the same transaction', () => {
    const text = batchStatement(['7', '8'], ['9'], 100);
    const update = text.indexOf(
      "UPDATE platform_outbox SET published_at = now() WHERE id = ANY('{7,8}'::bigint[])",
    );
    const select = text.indexOf("NOT (id = ANY('{9}'::bigint[]))");
    expect(text.startsWith('BEGIN;')).toBe(true);
    expect(update).toBeGreaterThan(text.indexOf('pg_try_advisory_xact_lock'));
    expect(select).toBeGreaterThan(update);
    expect(text).toMatch(/LIMIT 100$/);
  });

  it('has no UPDATE when nothing is to be marked', () => {
    expect(batchStatement([], [], 5)).not.toContain('UPDATE');
    expect(batchStatement([], [], 5)).toContain("ANY('{}'::bigint[])");
  });

  it('refuses anything but outbox ids and a positive batch size in the statement text', () => {
    expect(() => batchStatement(["1'); DROP TABLE platform_outbox; --"], [], 5)).toThrow(/not an outbox id/);
    expect(() => batchStatement([], ['1,2'], 5)).toThrow(/not an outbox id/);
    expect(() => batchStatement([], [], 0)).toThrow(/batch size/);
    expect(() => batchStatement([], [], 1.5)).toThrow(/batch size/);
  });
});
