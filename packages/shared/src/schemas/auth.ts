import { z } from 'zod';
import { FILL_ALL_FIELDS } from './fields.ts';

const filled = (max: number) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS })
    .max(max, { error: `At most ${max} characters` });

/** Login: both fields non-empty (spec §5); the form checks this before sending anything. */
export const loginSchema = z.object({
  email: filled(254),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }).max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Register: all three non-empty (spec §5). The form has no format or length rule; the server adds
 * an e-mail format check because the address receives order notifications.
 */
export const registerFormSchema = z.object({
  username: filled(50),
  email: filled(254),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }).max(256),
});
export const registerSchema = registerFormSchema.extend({
  // Empty still reads "Please fill in all fields" (spec §5); only a filled-in address is format-checked.
  email: filled(254).pipe(z.email({ error: 'Enter a valid e-mail address' })),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const assignProjectSchema = z.object({
  assignTo: z.uuid({ error: 'Please select an employee to assign the task.' }),
});
export type AssignProjectInput = z.infer<typeof assignProjectSchema>;
