import type { PlayType, SportFamily } from '@chalktalk/domain';
import { MOVE_SHAPES, paletteFor } from './tool-catalogue';

const FAMILIES: SportFamily[] = ['basketball', 'lacrosse', 'football'];
const TYPES: PlayType[] = ['HALF_FIELD', 'FULL_FIELD', 'DRILL'];

describe('tool catalogue icons (spec 2 §3: each tool and tool group has an icon)', () => {
  const palettes = FAMILIES.flatMap((family) =>
    TYPES.flatMap((type) => [false, true].map((setup) => ({ family, type, setup }))),
  );

  it.each(palettes)(
    'gives every tool and group of $family $type (setup $setup) an icon',
    ({ family, type, setup }) => {
      for (const section of paletteFor(family, type, setup)) {
        for (const group of section.groups) {
          expect(group.icon).toBeTruthy();
          for (const tool of group.tools)
            expect([tool.name, tool.icon]).toEqual([tool.name, expect.anything()]);
        }
      }
    },
  );

  it('gives tools that draw differently different icons within a palette', () => {
    for (const family of FAMILIES) {
      for (const type of TYPES) {
        const tools = paletteFor(family, type, true).flatMap((s) => s.groups.flatMap((g) => g.tools));
        const byIcon = new Map<unknown, Set<string>>();
        for (const tool of tools) byIcon.set(tool.icon, (byIcon.get(tool.icon) ?? new Set()).add(tool.name));
        // Only the two player colours share a glyph (a filled circle, tinted with the play's colours).
        const shared = [...byIcon.values()].filter((names) => names.size > 1).map((names) => [...names]);
        expect(shared).toEqual([['Blue player', 'Orange player']]);
      }
    }
  });

  it('names the move groups Move and the pass groups Pass, each with one icon', () => {
    const groups = FAMILIES.flatMap((family) =>
      TYPES.flatMap((type) => paletteFor(family, type).flatMap((s) => s.groups)),
    );
    const icons = (name: string) => new Set(groups.filter((g) => g.name === name).map((g) => g.icon));
    expect(icons('Move').size).toBe(1);
    expect(icons('Pass').size).toBe(1);
    expect(icons('Shapes').size).toBe(1);
  });

  it('draws the ball of the sport', () => {
    const ball = (family: SportFamily) =>
      paletteFor(family, 'HALF_FIELD')[0]!.groups[0]!.tools.find((t) => t.name === 'Ball')!.icon;
    expect(new Set(FAMILIES.map(ball)).size).toBe(3);
  });

  it('offers the move shapes of each sport with icons', () => {
    for (const family of FAMILIES) for (const shape of MOVE_SHAPES[family]) expect(shape.icon).toBeTruthy();
  });
});
