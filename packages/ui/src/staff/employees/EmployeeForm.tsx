import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { createEmployeeSchema } from '@stitchdesk/shared';
import { TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { firstIssues, useFormValues } from '../../lib/form-values.ts';
import { useCreateEmployee } from './api/create-employee.ts';
import { SubmitButton } from '../../components/SubmitButton.tsx';

type FieldName = 'username' | 'email' | 'password';
const EMPTY = { username: '', email: '', password: '' };

/** Creates an employee account; the rules are the shared schema the API validates with. */
export function EmployeeForm() {
  const { values, field, reset } = useFormValues(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const create = useCreateEmployee();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createEmployeeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        reset();
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
      <TextField label="Username" autoComplete="off" {...field('username')} error={errors.username} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...field('password')}
        error={errors.password}
      />
      <SubmitButton pending={create.isPending} pendingLabel="Creating…" className="md:mt-6.5">
        Create employee
      </SubmitButton>
    </form>
  );
}
