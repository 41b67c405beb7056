import { emptyDepthChart } from '@chalktalk/domain';
import { addLine, clearSlot, parseSlotId, placePlayer, removeLastLine, slotId } from './depth-chart-edits';

describe('depth chart edits', () => {
  it('places from the pool, keeps a player once per section, swaps inside a section', () => {
    let chart = emptyDepthChart('BASKETBALL_HS');
    chart = placePlayer(chart, 'a', { section: 'starters', line: 0, index: 0 }, null);
    chart = placePlayer(chart, 'b', { section: 'starters', line: 0, index: 1 }, null);
    chart = placePlayer(chart, 'a', { section: 'starters', line: 0, index: 3 }, null);
    expect(chart.sections.starters!.lines[0]).toEqual([null, 'b', null, 'a', null]);
    chart = placePlayer(
      chart,
      'a',
      { section: 'starters', line: 0, index: 1 },
      { section: 'starters', line: 0, index: 3 },
    );
    expect(chart.sections.starters!.lines[0]).toEqual([null, 'a', null, 'b', null]);
    expect(
      clearSlot(chart, { section: 'starters', line: 0, index: 1 }).sections.starters!.lines[0]![1],
    ).toBeNull();
  });

  it('adds and removes lines, never the last one', () => {
    let chart = emptyDepthChart('LACROSSE_BOX');
    chart = addLine(chart, 'transition', 3);
    expect(chart.sections.transition!.lines).toHaveLength(2);
    chart = removeLastLine(removeLastLine(chart, 'transition'), 'transition');
    expect(chart.sections.transition!.lines).toHaveLength(1);
  });

  it('names slots for drag and drop', () => {
    const ref = { section: 'manUp', line: 0, index: 5 };
    expect(parseSlotId(slotId(ref))).toEqual(ref);
    expect(parseSlotId('pool')).toBeNull();
  });
});
