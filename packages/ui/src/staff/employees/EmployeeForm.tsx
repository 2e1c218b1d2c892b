import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { createEmployeeSchema } from '@stitchdesk/shared';
import { TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useCreateEmployee } from './api/create-employee.ts';

const FIELDS = ['username', 'email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY = { username: '', email: '', password: '' };

/** Creates an employee account; the rules are the shared schema the API validates with. */
export function EmployeeForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const create = useCreateEmployee();

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createEmployeeSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = FIELDS.find((field) => field === issue.path[0]);
        if (name) found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(EMPTY);
        toast.success(result.message);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not create the employee')),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New employee"
      className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start"
    >
      <TextField
        label="Username"
        autoComplete="off"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <button
        type="submit"
        disabled={create.isPending}
        className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 md:mt-6.5"
      >
        {create.isPending ? 'Creating…' : 'Create employee'}
      </button>
    </form>
  );
}
