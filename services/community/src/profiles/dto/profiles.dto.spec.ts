import { birthdate } from './profiles.dto';

describe('birthdate', () => {
  beforeAll(() => {
    jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00Z') });
  });
  afterAll(() => jest.useRealTimers());

  it.each(['2008-02-29', '2010-12-31', '2026-12-02'])('accepts %s', (value) => {
    expect(birthdate.safeParse(value).success).toBe(true);
  });

  it.each(['2010-02-30', '2009-02-29', '2010-13-01', '2010-04-31', '2026-12-03', '2010-1-05', 20100105])(
    "refuses %j with 'Enter your birthdate'",
    (value) => {
      expect(birthdate.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'Enter your birthdate',
      ]);
    },
  );
});
