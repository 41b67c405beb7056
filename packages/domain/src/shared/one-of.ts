/**
 * Type guard over a readonly list of string literals. Every enumeration in this package is a
 * `const` tuple so that its values, its type and its guard cannot drift apart.
 */
export function isOneOf<T extends string>(values: readonly T[], candidate: unknown): candidate is T {
  return typeof candidate === 'string' && (values as readonly string[]).includes(candidate);
}
