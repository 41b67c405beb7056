import { z } from 'zod';
import { emailField, passwordField } from './account-fields';

export const loginSchema = z.object(
  { email: emailField, password: passwordField },
  { error: 'Invalid request' },
);

export type LoginDto = z.infer<typeof loginSchema>;
