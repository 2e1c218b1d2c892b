import { z } from 'zod';
import { FILL_ALL_FIELDS } from './fields.ts';
import { text } from './text.ts';

const filled = (max: number) =>
  text('line', { error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS })
    .max(max, { error: `At most ${max} characters` });

/**
 * Login: both fields non-empty (docs/product.md §Validation); the form checks this before sending anything.
 */
export const loginSchema = z.object({
  email: filled(254),
  password: text('secret', { error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }).max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The shortest password an account may have (the spec's form had none; one character was accepted). */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** A new password: at least MIN_PASSWORD_LENGTH characters. */
export const newPassword = () =>
  text('secret', { error: FILL_ALL_FIELDS })
    .min(1, { error: FILL_ALL_FIELDS, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
    .max(256);

/**
 * Register: all three non-empty (docs/product.md §Validation), so the form says "Please fill in all fields"
 * without a request. The server adds an e-mail format check (the address receives order notifications) and
 * the password length; the form shows the server's reason beside the spec's failure message.
 */
export const registerFormSchema = z.object({
  username: filled(50),
  email: filled(254),
  password: text('secret', { error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }).max(256),
});
export const registerSchema = registerFormSchema.extend({
  // Empty still reads "Please fill in all fields" (docs/product.md §Validation); only a filled-in address is
  // format-checked.
  email: filled(254).pipe(z.email({ error: 'Enter a valid e-mail address' })),
  password: newPassword(),
});

/** POST /user/password: the current password proves it is the owner; every other session ends. */
export const changePasswordSchema = z.object({
  currentPassword: text('secret', { error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }).max(256),
  newPassword: newPassword(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const assignProjectSchema = z.object({
  assignTo: z.uuid({ error: 'Please select an employee to assign the task.' }),
});
export type AssignProjectInput = z.infer<typeof assignProjectSchema>;
