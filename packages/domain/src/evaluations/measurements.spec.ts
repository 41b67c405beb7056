import { formatMeasurement, parseMeasurement } from './measurements';

const si = (r: ReturnType<typeof parseMeasurement>) => (r.ok ? r.si : r.message);

describe('measured fields: parsed in their unit, stored in SI', () => {
  it.each([
    [`6'2"`, 1.8796],
    [`6' 2`, 1.8796],
    ['6-2', 1.8796],
    ['6 ft 2 in', 1.8796],
    [`6'`, 1.8288],
    ['74"', 1.8796],
    ['74 in', 1.8796],
  ])('reads feet and inches %s', (text, metres) => {
    expect(si(parseMeasurement('length', 'feet/inches', text))).toBeCloseTo(metres, 5);
  });

  it('refuses 12 inches or more after feet, text that is no length, and zero', () => {
    expect(parseMeasurement('length', 'feet/inches', `5'12"`).ok).toBe(false);
    expect(parseMeasurement('length', 'feet/inches', 'tall').ok).toBe(false);
    expect(parseMeasurement('length', 'meters', '0')).toEqual({
      ok: false,
      message: 'Enter a value above zero',
    });
  });

  it('reads metres, pounds, kilograms, mph and kph', () => {
    expect(si(parseMeasurement('length', 'meters', '1.88 m'))).toBe(1.88);
    expect(si(parseMeasurement('weight', 'lbs', '185'))).toBeCloseTo(83.9146, 4);
    expect(si(parseMeasurement('weight', 'kg', '84 kg'))).toBe(84);
    expect(si(parseMeasurement('speed', 'mph', '20'))).toBeCloseTo(8.9408, 4);
    expect(si(parseMeasurement('speed', 'kph', '36'))).toBeCloseTo(10, 6);
  });

  it('reads metric typed where feet and inches are asked (and the other way), answering the unit typed', () => {
    expect(parseMeasurement('length', 'feet/inches', '1.85 m')).toEqual({
      ok: true,
      si: 1.85,
      unit: 'meters',
    });
    expect(parseMeasurement('length', 'feet/inches', '185 cm')).toEqual({
      ok: true,
      si: 1.85,
      unit: 'meters',
    });
    expect(parseMeasurement('length', 'feet/inches', '1.85 metres')).toMatchObject({
      si: 1.85,
      unit: 'meters',
    });
    expect(parseMeasurement('length', 'meters', `6'2"`)).toEqual({
      ok: true,
      si: 1.8796,
      unit: 'feet/inches',
    });
    expect(parseMeasurement('length', 'meters', '1.88')).toEqual({ ok: true, si: 1.88, unit: 'meters' });
    expect(parseMeasurement('length', 'feet/inches', '6-2')).toMatchObject({ unit: 'feet/inches' });
    expect(parseMeasurement('weight', 'lbs', '84 kg')).toEqual({ ok: true, si: 84, unit: 'kg' });
    expect(parseMeasurement('weight', 'kg', '185 lbs')).toMatchObject({ unit: 'lbs' });
    expect(parseMeasurement('speed', 'mph', '36 km/h')).toMatchObject({ unit: 'kph' });
  });

  it('keeps an unmarked number in the field unit and names both ways in the refusal', () => {
    expect(parseMeasurement('length', 'feet/inches', '1.85')).toEqual({
      ok: false,
      message: `Enter feet and inches, such as 6'2", or metres, such as 1.88 m`,
    });
    expect(parseMeasurement('length', 'feet/inches', '0 m')).toEqual({
      ok: false,
      message: 'Enter a value above zero',
    });
    expect(parseMeasurement('length', 'feet/inches', '400 m')).toEqual({
      ok: false,
      message: 'This length is too large',
    });
  });

  it('reads the three time formats and refuses 60 minutes or seconds inside a larger unit', () => {
    expect(si(parseMeasurement('time', 'HH:MM:SS', '1:02:03'))).toBe(3723);
    expect(si(parseMeasurement('time', 'MM:SS.sss', '5:02.250'))).toBe(302.25);
    expect(si(parseMeasurement('time', 'SS.sss', '4.52'))).toBe(4.52);
    expect(parseMeasurement('time', 'HH:MM:SS', '1:60:00').ok).toBe(false);
    expect(parseMeasurement('time', 'MM:SS.sss', '5:61').ok).toBe(false);
    expect(parseMeasurement('time', 'SS.sss', '4.5234').ok).toBe(false);
  });

  it('refuses a unit of another quantity and values past the quantity limit', () => {
    expect(parseMeasurement('weight', 'mph', '20')).toEqual({
      ok: false,
      message: 'mph is not a unit of weight',
    });
    expect(parseMeasurement('weight', 'kg', '900')).toEqual({
      ok: false,
      message: 'This weight is too large',
    });
  });

  it('formats SI values back in the unit, in a form it parses again', () => {
    expect(formatMeasurement('feet/inches', 1.8796)).toBe(`6'2"`);
    expect(formatMeasurement('lbs', 83.9146)).toBe('185 lbs');
    expect(formatMeasurement('MM:SS.sss', 302.25)).toBe('5:02.250');
    expect(formatMeasurement('HH:MM:SS', 3723)).toBe('1:02:03');
    expect(formatMeasurement('SS.sss', 4.52)).toBe('4.520');
    for (const [unit, q, text] of [
      ['feet/inches', 'length', `5'11.5"`],
      ['MM:SS.sss', 'time', '12:03.5'],
      ['kph', 'speed', '31.4'],
    ] as const) {
      const first = parseMeasurement(q, unit, text);
      if (!first.ok) throw new Error(first.message);
      const again = parseMeasurement(q, unit, formatMeasurement(unit, first.si));
      expect(again.ok && again.si).toBeCloseTo(first.si, 3);
    }
  });
});
