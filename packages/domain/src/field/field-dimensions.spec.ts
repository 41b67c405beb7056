import { clampToField, clampToFieldWithSidelines, fieldDimensionsOf, hasGoals } from './field-dimensions';

const goalYs = (goals: readonly { y: number }[]) => goals.map((goal) => goal.y);

describe('field dimensions', () => {
  it('Basketball high school field is 50 x 84 with centre 25,42 and goals 37.25 / 79.25 and 4.75', () => {
    const hs = fieldDimensionsOf('BASKETBALL_HS');
    expect([hs.width, hs.length]).toEqual([50, 84]);
    expect(hs.centre).toEqual({ x: 25, y: 42 });
    expect(goalYs(hs.halfFieldGoals)).toEqual([37.25]);
    expect(goalYs(hs.fullFieldGoals)).toEqual([79.25, 4.75]);
    expect(hs.halfLength).toBe(42);
  });

  it.each(['BASKETBALL_MENS_COLLEGE', 'BASKETBALL_WOMENS_COLLEGE'] as const)(
    '%s field is 50 x 94 with centre 25,47 and goals 42.25 / 89.25 and 4.75',
    (line) => {
      const college = fieldDimensionsOf(line);
      expect([college.width, college.length]).toEqual([50, 94]);
      expect(college.centre).toEqual({ x: 25, y: 47 });
      expect(goalYs(college.halfFieldGoals)).toEqual([42.25]);
      expect(goalYs(college.fullFieldGoals)).toEqual([89.25, 4.75]);
    },
  );

  it('gives basketball a 4 sideline margin on all sides and max zoom 3', () => {
    expect(fieldDimensionsOf('BASKETBALL_HS').sideline).toEqual({ top: 4, left: 4, bottom: 4, right: 4 });
    expect(fieldDimensionsOf('BASKETBALL_HS').maxZoom).toBe(3);
  });

  it('puts an orange goalie at rotation 0 and a blue one at 180 at the far end of a full field', () => {
    const [near, far] = fieldDimensionsOf('BASKETBALL_HS').fullFieldGoals;
    expect(near).toEqual({ y: 79.25, rotation: 0, goalieType: 'ORANGEPLAYER' });
    expect(far).toEqual({ y: 4.75, rotation: 180, goalieType: 'BLUEPLAYER' });
    expect(fieldDimensionsOf('BASKETBALL_HS').halfFieldGoals[0]).toEqual({
      y: 37.25,
      rotation: 0,
      goalieType: 'ORANGEPLAYER',
    });
  });

  it.each([
    ['LACROSSE_MENS', 60, 110, { x: 30, y: 55 }, 40, [95, 15]],
    ['LACROSSE_WOMENS', 70, 120, { x: 35, y: 60 }, 45, [105, 15]],
    ['LACROSSE_BOX', 30, 66, { x: 15, y: 33 }, 28, [61, 5]],
  ] as const)('%s is %d x %d, centre %o, half goal %d, full goals %o', (line, w, l, centre, half, full) => {
    const dims = fieldDimensionsOf(line);
    expect([dims.width, dims.length]).toEqual([w, l]);
    expect(dims.centre).toEqual(centre);
    expect(goalYs(dims.halfFieldGoals)).toEqual([half]);
    expect(goalYs(dims.fullFieldGoals)).toEqual(full);
    expect(dims.maxZoom).toBe(3);
  });

  it("gives men's lacrosse a right sideline of 2 and the other lacrosse fields none", () => {
    expect(fieldDimensionsOf('LACROSSE_MENS').sideline).toEqual({ top: 0, left: 0, bottom: 0, right: 2 });
    expect(fieldDimensionsOf('LACROSSE_WOMENS').sideline.right).toBe(0);
  });

  it.each(['FOOTBALL_HS', 'FOOTBALL_COLLEGE'] as const)(
    '%s is 53 x 120, centre 25,42, no goals, right sideline 2, max zoom 4',
    (line) => {
      const football = fieldDimensionsOf(line);
      expect([football.width, football.length]).toEqual([53, 120]);
      expect(football.centre).toEqual({ x: 25, y: 42 });
      expect(football.fullFieldGoals).toEqual([]);
      expect(football.halfFieldGoals).toEqual([]);
      expect(football.sideline).toEqual({ top: 0, left: 0, bottom: 0, right: 2 });
      expect(football.maxZoom).toBe(4);
      expect(hasGoals(line)).toBe(false);
    },
  );

  it('clamps new pieces to the field and anchors to the field plus sidelines', () => {
    const hs = fieldDimensionsOf('BASKETBALL_HS');
    expect(clampToField({ x: -3, y: 90 }, hs)).toEqual({ x: 0, y: 84 });
    expect(clampToFieldWithSidelines({ x: -10, y: 90 }, hs)).toEqual({ x: -4, y: 88 });
    expect(clampToFieldWithSidelines({ x: 12, y: 20 }, hs)).toEqual({ x: 12, y: 20 });
  });
});
