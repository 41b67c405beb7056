import { randomUUID } from 'node:crypto';

let counter = 0;

/** Sign-up input with a unique email; pass overrides for the field under test. */
export function newAccountInput(
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {},
) {
  counter += 1;
  return {
    email: `user${counter}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'correct horse battery',
    firstName: 'Robin',
    lastName: 'Tester',
    ...overrides,
  };
}
