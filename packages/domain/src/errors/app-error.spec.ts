import { AppError, isAppError } from './app-error';
import { FrameNotANumberError, isCoordinate } from './frame-errors';

describe('AppError', () => {
  it('takes status, message and level from the catalogue', () => {
    const error = new AppError('T002');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('T002');
    expect(error.status).toBe(409);
    expect(error.message).toBe('This team is already full');
    expect(error.level).toBe('info');
    expect(error.name).toBe('AppError');
    expect(error.details).toBeUndefined();
  });

  it('accepts a message override, details and a cause', () => {
    const cause = new Error('boom');
    const error = new AppError('G004', {
      message: 'No team found with this code',
      details: { key: 'X' },
      cause,
    });
    expect(error.message).toBe('No team found with this code');
    expect(error.status).toBe(404);
    expect(error.details).toEqual({ key: 'X' });
    expect(error.cause).toBe(cause);
  });

  it('serialises to the error body of a non-200 reply', () => {
    expect(JSON.parse(JSON.stringify(new AppError('G001', { details: [{ path: 'email' }] })))).toEqual({
      code: 'G001',
      message: 'The request was invalid.',
      details: [{ path: 'email' }],
    });
    expect(new AppError('G003').toJSON()).toEqual({
      code: 'G003',
      message: 'You do not have permissions to access this.',
    });
  });

  it('takes a status override where one code has two HTTP meanings (G003 signed out = 401)', () => {
    const error = new AppError('G003', { status: 401 });
    expect(error.status).toBe(401);
    expect(error.message).toBe('You do not have permissions to access this.');
    expect(new AppError('G003').status).toBe(403);
  });
});

describe('isAppError', () => {
  it('recognises AppErrors and rejects other things', () => {
    expect(isAppError(new AppError('G999'))).toBe(true);
    expect(isAppError(new Error('G999'))).toBe(false);
    expect(isAppError({ code: 'G999', status: 500, name: 'AppError' })).toBe(false);
    expect(isAppError(undefined)).toBe(false);
  });

  it('recognises an AppError built by another copy of the package', () => {
    const foreign = Object.assign(new Error('x'), { name: 'AppError', code: 'G004', status: 404 });
    expect(isAppError(foreign)).toBe(true);
    const bogus = Object.assign(new Error('x'), { name: 'AppError', code: 'nope', status: 404 });
    expect(isAppError(bogus)).toBe(false);
  });
});

describe('not-a-number frame error', () => {
  it('carries the frame index and is an AppError', () => {
    const error = new FrameNotANumberError(2, 'moves[0].anchors[1].x');
    expect(isAppError(error)).toBe(true);
    expect(error).toBeInstanceOf(FrameNotANumberError);
    expect(error.frameIndex).toBe(2);
    expect(error.details).toEqual({ frameIndex: 2, path: 'moves[0].anchors[1].x' });
    expect(error.message).toContain('Frame 3');
  });

  it('accepts only finite numbers as coordinates', () => {
    expect(isCoordinate(0)).toBe(true);
    expect(isCoordinate(Number.NaN)).toBe(false);
    expect(isCoordinate('3')).toBe(false);
    expect(isCoordinate(Infinity)).toBe(false);
  });
});
