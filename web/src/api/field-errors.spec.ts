import type { ApiError } from './api-error';
import { fieldIssues, showFieldErrors, under } from './field-errors';

const coded = (code: string, details?: unknown): ApiError => ({
  code,
  message: code === 'G001' ? 'The request was invalid.' : 'Something else.',
  ref: 'REF',
  ...(details === undefined ? {} : { details }),
});

describe('fieldIssues', () => {
  it('reads the path and message of each detail, of any code, skipping the ones without a field', () => {
    expect(
      fieldIssues(
        coded('G001', [
          { path: 'url', message: 'Enter a web address' },
          { path: '', message: 'The whole input' },
          { message: 'no path' },
          'text',
        ]),
      ),
    ).toEqual([{ path: 'url', message: 'Enter a web address' }]);
    expect(fieldIssues(coded('T012', [{ path: 'name', message: 'Taken' }]))).toHaveLength(1);
    expect(fieldIssues(new Error('boom'))).toEqual([]);
  });
});

describe('showFieldErrors', () => {
  it('sets every issue its form has a field for and leaves nothing for the top', () => {
    const set = jest.fn();
    const left = showFieldErrors(
      coded('G001', [
        { path: 'report.summary', message: 'Too long' },
        { path: 'report.ncaaYear', message: 'Too early' },
      ]),
      set,
      under('report.'),
    );
    expect(set.mock.calls).toEqual([
      ['summary', 'Too long'],
      ['ncaaYear', 'Too early'],
    ]);
    expect(left).toBeNull();
  });

  it('answers the first issue no field took, and the message of an error that names no field', () => {
    const set = jest.fn();
    expect(
      showFieldErrors(
        coded('G001', [
          { path: 'teamId', message: 'teamId is a team id' },
          { path: 'url', message: 'Bad address' },
        ]),
        set,
        under('', ['url']),
      ),
    ).toBe('teamId is a team id');
    expect(set).toHaveBeenCalledWith('url', 'Bad address');
    expect(showFieldErrors(coded('G003'), set)).toBe('Something else.');
  });
});
