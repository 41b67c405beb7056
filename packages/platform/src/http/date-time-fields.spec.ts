import { AppError } from '@chalktalk/domain';
import { z } from 'zod';
import { calendarDate, clockTime, isoDateTime } from './date-time-fields';
import { parseInput } from './parse-input';

const schema = z.object({ date: calendarDate(), time: clockTime(), at: isoDateTime() });
const good = { date: '2028-02-29', time: '18:00', at: '2027-03-02T18:00:00Z' };

function refusal(input: unknown): AppError {
  try {
    parseInput(schema, input);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected G001');
}

describe('date and time fields', () => {
  it('accept real dates, clock times and instants, unchanged', () => {
    expect(parseInput(schema, good)).toEqual(good);
    expect(parseInput(schema, { ...good, at: '2027-03-02T18:00:00.250+01:00' }).at).toBe(
      '2027-03-02T18:00:00.250+01:00',
    );
  });

  it.each(['2027-02-30', '2026-02-29', '2027-13-01', '2027-04-31', '2027-2-03', '02/03/2027', '', 20270302])(
    'refuse the date %j with G001 on the field',
    (date) => {
      const error = refusal({ ...good, date });
      expect(error.code).toBe('G001');
      expect(error.details).toEqual([{ path: 'date', message: 'A date is a real day, YYYY-MM-DD' }]);
    },
  );

  it.each(['24:00', '18:60', '9:05', '18:00:00', ''])('refuse the time %j with G001 on the field', (time) => {
    expect(refusal({ ...good, time }).details).toEqual([
      { path: 'time', message: 'Times are HH:MM, 00:00 to 23:59' },
    ]);
  });

  it.each([
    '2027-02-30T18:00:00Z',
    '2026-02-29T18:00:00Z',
    '2027-13-01T18:00:00Z',
    '2027-03-02T24:00:00Z',
    '2027-03-02T18:60:00Z',
    '2027-03-02',
  ])('refuse the instant %j with G001 on the field', (at) => {
    expect(refusal({ ...good, at }).details).toEqual([
      { path: 'at', message: 'An ISO date-time, such as 2027-03-02T18:00:00Z' },
    ]);
  });

  it('take a message naming the field', () => {
    expect(calendarDate('Enter your birthdate').safeParse('2027-02-30').error?.issues[0]?.message).toBe(
      'Enter your birthdate',
    );
  });

  it('declare their format, which the generated bad-input suite reads', () => {
    const json = z.toJSONSchema(schema) as { properties: Record<string, { format?: string }> };
    expect(Object.values(json.properties).map((p) => p.format)).toEqual(['date', 'time', 'date-time']);
  });
});
