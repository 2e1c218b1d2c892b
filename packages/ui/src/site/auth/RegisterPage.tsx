import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { AxiosError } from 'axios';
import { registerFormSchema, type RegisterInput } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { Button } from '../../components/Button.tsx';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { register } from './api/register.ts';
import { useAuthSubmit } from './use-auth-submit.ts';
import { AuthCard, AuthSwitchLink } from './AuthCard.tsx';
import { useFormValues } from '../../lib/form-values.ts';

export const REGISTER_SUCCESS = 'Registration successful!';
export const REGISTER_FAILED = 'Registration failed. Please try again.';

/**
 * The Register screen (docs/product.md §Login and Register, §Sessions, §Validation, §Messages): three
 * non-empty fields, no format rule on the e-mail (a plain text input); 201 goes to /login, anything else
 * reads the one failure message.
 */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const { values, field } = useFormValues<RegisterInput>({ username: '', email: '', password: '' });
  // The server's reason beside the spec's failure message (a password too short, a taken address).
  const [reason, setReason] = useState<string | null>(null);
  const { error, pending, onSubmit } = useAuthSubmit(registerFormSchema, values, async (data) => {
    setReason(null);
    try {
      const response = await register(data);
      if (response.status !== 201) return REGISTER_FAILED;
      toast.success(REGISTER_SUCCESS);
      navigate('/login');
      return null;
    } catch (caught) {
      const status = caught instanceof AxiosError ? caught.response?.status : undefined;
      if (status !== undefined && status < 500) setReason(errorMessage(caught, '') || null);
      return REGISTER_FAILED;
    }
  });

  return (
    <AuthCard
      title="Register"
      intro="Create your free account to order digitizing, vector art, patches and apparel."
      size="medium"
      footer={
        <>
          Already have an account? <AuthSwitchLink to="/login">Login</AuthSwitchLink>
        </>
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Register"
        className="flex flex-col gap-5"
      >
        <TextField label="Username" name="username" autoComplete="username" {...field('username')} />
        <TextField
          label="Email Address"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {error && reason ? (
          <p aria-live="polite" className="-mt-3 px-1 text-sm text-red-700">
            {reason}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
