import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email or username.'),
  password: z.string().min(1, 'Enter your password.'),
});

export const signupSchema = z.object({
  email: z.email('Enter a valid email address.'),
  username: z
    .string()
    .trim()
    .min(3, 'Use at least 3 characters.')
    .max(30, 'Use at most 30 characters.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes and underscores only.'),
  password: passwordSchema,
});

export const resetRequestSchema = z.object({
  email: z.email('Enter a valid email address.'),
});

export const resetConfirmSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });
