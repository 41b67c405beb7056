import { errorMessage, isApiError } from './api-error';

/** One field a coded error answer names: `details: [{ path, message }]`, path dotted ('report.personnel.0.filmUrl'). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The issues of a failed call that name a field (any code: G001 from input checks, or a rule that names its field). */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (issue): issue is FieldIssue =>
      typeof issue?.path === 'string' && issue.path !== '' && typeof issue?.message === 'string',
  );
}

/** The form's name for a field the server named by its input path; undefined when the form shows no such field. */
export type FieldOf = (path: string) => string | undefined;

const samePath: FieldOf = (path) => path;

/**
 * Puts a failed save's errors beside their fields: `setFieldError(field, message)` (Mantine useForm's own, or a
 * setter of the form's error state) for every issue whose path `fieldOf` maps to one of the form's fields. Answers
 * what is left for the top of the form: null when every issue landed beside its field, else the first issue no
 * field took, or the error's own message when it names no field at all.
 */
export function showFieldErrors(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  fieldOf: FieldOf = samePath,
): string | null {
  const issues = fieldIssues(error);
  if (issues.length === 0) return errorMessage(error);
  let unplaced: string | null = null;
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === undefined) unplaced ??= issue.message;
    else setFieldError(field, issue.message);
  }
  return unplaced;
}

/** A fieldOf for a form whose fields sit under one object of the call's input ('report.' for report.summary). */
export const under =
  (prefix: string, fields?: readonly string[]): FieldOf =>
  (path) => {
    if (!path.startsWith(prefix)) return undefined;
    const field = path.slice(prefix.length);
    return !fields || fields.includes(field) ? field : undefined;
  };

/** The errors without `field`'s (the same object when it had none, so a state setter does not re-render). */
export function withoutField<E extends Record<string, string>>(errors: E, field: string): E {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
