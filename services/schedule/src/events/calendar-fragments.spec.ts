import {
  fragmentBytes,
  fragmentsFromRows,
  mergeFragments,
  type CalendarFragmentRow,
} from './calendar-fragments';

const row = (
  team: string,
  startKey: number | null,
  id: string | null,
  version = '7',
): CalendarFragmentRow => ({
  team_id: team,
  version,
  start_key: startKey,
  id,
  cell: id === null ? null : `{"id":"${id}"}`,
});

describe('calendar fragments', () => {
  it('groups the rows by team, each in (start, id) order, a team without a cell as an empty fragment', () => {
    const fragments = fragmentsFromRows([
      row('t1', 20, 'b'),
      row('t1', 10, 'c'),
      row('t1', 20, 'a'),
      { ...row('t2', null, null), version: null },
    ]);
    expect(fragments.get('t1')).toEqual({
      version: '7',
      cells: [
        { startKey: 10, id: 'c', text: '{"id":"c"}' },
        { startKey: 20, id: 'a', text: '{"id":"a"}' },
        { startKey: 20, id: 'b', text: '{"id":"b"}' },
      ],
    });
    expect(fragments.get('t2')).toEqual({ version: null, cells: [] });
  });

  it('merges teams in start order, equal starts by id as Postgres orders uuids, cut at the limit', () => {
    const fragments = fragmentsFromRows([
      row('t1', 1.5, 'a0000000-0000-0000-0000-000000000001'),
      row('t1', 3, '00000000-0000-0000-0000-00000000000f'),
      row('t2', 1.000001, 'f0000000-0000-0000-0000-000000000000'),
      row('t2', 3, '0000000a-0000-0000-0000-000000000000'),
      row('t3', 1.5, '90000000-0000-0000-0000-000000000000'),
    ]);
    const all = [...fragments.values()];
    expect(JSON.parse(mergeFragments(all, 5000)).map((c: { id: string }) => c.id)).toEqual([
      'f0000000-0000-0000-0000-000000000000',
      '90000000-0000-0000-0000-000000000000',
      'a0000000-0000-0000-0000-000000000001',
      '00000000-0000-0000-0000-00000000000f',
      '0000000a-0000-0000-0000-000000000000',
    ]);
    expect(mergeFragments(all, 2)).toBe(
      '[{"id":"f0000000-0000-0000-0000-000000000000"},{"id":"90000000-0000-0000-0000-000000000000"}]',
    );
    expect(mergeFragments([], 5000)).toBe('[]');
  });

  it('counts a fragment by its text', () => {
    const small = fragmentsFromRows([row('t', 1, 'a')]).get('t')!;
    const big = fragmentsFromRows([row('t', 1, 'a'.repeat(1000))]).get('t')!;
    expect(fragmentBytes(big) - fragmentBytes(small)).toBe(2 * 2 * 999);
  });
});
