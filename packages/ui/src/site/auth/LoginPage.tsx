import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useState } from 'react';
import { isStaffRole, loginSchema } from '@stitchdesk/shared';
import { roleOf } from '../../lib/token.ts';
import { dashboardPath, useSession } from '../../lib/session.tsx';
import { Button } from '../../components/Button.tsx';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useFormValues } from '../../lib/form-values.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { login } from './api/login.ts';
import { MfaStep } from './MfaStep.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { AuthCard, AuthSwitchLink } from './AuthCard.tsx';

export const LOGIN_SUCCESS = 'Login successfull!';
export const LOGIN_FAILED = 'Login failed. Please try again.';

/**
 * The Login screen (docs/product.md §Login and Register, §Sessions, §Validation, §Messages). Empty fields are
 * refused before any request; on 200 the session takes the token and clients go home, staff to their console.
 */
export default function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const { setLoginStatus } = useSession();
  const { values, field } = useFormValues({ email: '', password: '' });
  const [ticket, setTicket] = useState<string | null>(null);
  const signedIn = (token: string) => {
    setLoginStatus(true, token);
    toast.success(LOGIN_SUCCESS);
    const role = roleOf(token);
    // docs/product.md §Login and Register: a client goes home; staff go straight to their console.
    navigate(isStaffRole(role) ? dashboardPath(role) : '/');
  };
  const { error, pending, onSubmit } = useAuthSubmit(loginSchema, values, async (data) => {
    try {
      const response = await login(data);
      if (response.status !== 200) return LOGIN_FAILED;
      if ('mfaRequired' in response.data) {
        setTicket(response.data.ticket);
        return null;
      }
      if (!response.data.token) return LOGIN_FAILED;
      signedIn(response.data.token);
      return null;
    } catch (caught) {
      return errorMessage(caught, LOGIN_FAILED);
    }
  });

  if (ticket) return <MfaStep ticket={ticket} onSignedIn={signedIn} onRestart={() => setTicket(null)} />;

  return (
    <AuthCard
      title="Login"
      intro="Welcome back! Sign in to place and track your orders."
      size="small"
      footer={
        <>
          New here? <AuthSwitchLink to="/register">Create an account</AuthSwitchLink>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Login" className="flex flex-col gap-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
          Login
        </Button>
        <p className="text-center text-sm">
          <AuthSwitchLink to="/forgot-password">Forgot password?</AuthSwitchLink>
        </p>
      </form>
    </AuthCard>
  );
}
