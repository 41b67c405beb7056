import { depthChartSectionsOf } from './depth-chart';

const slots = (line: Parameters<typeof depthChartSectionsOf>[0]) =>
  depthChartSectionsOf(line).map((s) => [s.label, s.slots]);

describe('depth chart sections', () => {
  it.each(['BASKETBALL_HS', 'BASKETBALL_MENS_COLLEGE', 'FOOTBALL_HS', 'FOOTBALL_COLLEGE'] as const)(
    '%s has 5 starters',
    (line) => expect(slots(line)).toEqual([['Starters', 5]]),
  );

  it("gives men's lacrosse its nine sections, face-off and SSDM optional, midfield up to 3 lines", () => {
    expect(slots('LACROSSE_MENS')).toEqual([
      ['Attack', 3],
      ['Midfield', 3],
      ['Face-Off', 1],
      ['Short Stick Defensive Midfield', 1],
      ['Long Stick Midfield', 1],
      ['Defense', 3],
      ['Goalkeeper', 1],
      ['Man-Up', 6],
      ['Man-Down', 5],
    ]);
    const optional = depthChartSectionsOf('LACROSSE_MENS')
      .filter((s) => s.optional)
      .map((s) => s.id);
    expect(optional).toEqual(['faceOff', 'shortStickDefensiveMidfield']);
    expect(depthChartSectionsOf('LACROSSE_MENS')[1]!.maxLines).toBe(3);
  });

  it("gives women's and box lacrosse their sections", () => {
    expect(slots('LACROSSE_WOMENS')).toEqual([
      ['Attack', 4],
      ['Midfield', 3],
      ['Defense', 4],
      ['Goalkeeper', 1],
    ]);
    expect(slots('LACROSSE_BOX')).toEqual([
      ['Forward', 3],
      ['Transition', 3],
      ['Defense', 3],
      ['Goalkeeper', 1],
    ]);
    expect(depthChartSectionsOf('LACROSSE_BOX').find((s) => s.id === 'transition')!.maxLines).toBe(3);
  });
});
