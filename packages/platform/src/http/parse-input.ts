import { AppError } from '@chalktalk/domain';
import type { z } from 'zod';

export interface InputIssue {
  /** Dotted path of the offending field ('' for the input itself), e.g. 'players.0.email'. */
  path: string;
  message: string;
}

/** Validates untrusted input; on failure throws AppError('G001') with one detail per zod issue. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: InputIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError('G001', { details });
}
