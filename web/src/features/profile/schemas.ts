import { z } from 'zod';

export const BIO_MAX = 500;
export const DISPLAY_NAME_MAX = 60;

export const profileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters.`),
  username: z
    .string()
    .trim()
    .min(3, 'Use at least 3 characters.')
    .max(30, 'Use at most 30 characters.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes and underscores only.'),
  bio: z.string().max(BIO_MAX, `Use at most ${BIO_MAX} characters.`),
  country: z.string(),
});

export const emailChangeSchema = z.object({
  email: z.email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your current password.'),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(8, 'Use at least 8 characters.')
      .max(128, 'Use at most 128 characters.'),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });

export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.'),
});
