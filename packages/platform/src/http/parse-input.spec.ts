import { AppError } from '@chalktalk/domain';
import { z } from 'zod';
import { parseInput } from './parse-input';

const schema = z.object({
  name: z.string().min(1, 'Please enter a team name.'),
  players: z.array(z.object({ email: z.email('Please enter a valid email address.') })),
});

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { name: 'Hawks', players: [] })).toEqual({ name: 'Hawks', players: [] });
  });

  it('throws G001 with one detail per issue, messages from the schema', () => {
    const error = thrown(() => parseInput(schema, { name: '', players: [{ email: 'nope' }] }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('G001');
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).details).toEqual([
      { path: 'name', message: 'Please enter a team name.' },
      { path: 'players.0.email', message: 'Please enter a valid email address.' },
    ]);
  });

  it('reports a non-object input at the root path', () => {
    const error = thrown(() => parseInput(schema, 'text')) as AppError;
    expect(error.details).toEqual([{ path: '', message: expect.any(String) }]);
  });
});
