import { useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { newPassword } from '@stitchdesk/shared';
import { z } from 'zod';
import { Button } from '../../components/Button.tsx';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useFormValues } from '../../lib/form-values.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { resetPassword } from './api/account-links.ts';
import { AuthCard, AuthSwitchLink } from './AuthCard.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

export const PASSWORDS_DIFFER = 'The two passwords are not the same';
const schema = z
  .object({ password: newPassword(), repeat: z.string() })
  .refine((v) => v.password === v.repeat, { error: PASSWORDS_DIFFER, path: ['repeat'] });

/**
 * The form of a page opened from an e-mailed link (?token=…) that sets a password: a reset, or an
 * invitation's first one. Success goes to /login with the server's message.
 */
export function SetPasswordForm({
  label,
  send,
}: {
  label: string;
  send: (input: { token: string; password: string }) => Promise<{ message: string }>;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { values, field } = useFormValues({ password: '', repeat: '' });
  const { error, pending, onSubmit } = useAuthSubmit(schema, values, async ({ password }) => {
    try {
      const { message } = await send({ token: params.get('token') ?? '', password });
      toast.success(message);
      navigate('/login');
      return null;
    } catch (caught) {
      return errorMessage(caught, 'Could not set the password. Please try again.');
    }
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-5">
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label="Repeat the new password"
        name="repeat"
        type="password"
        autoComplete="new-password"
        {...field('repeat')}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
        {label}
      </Button>
    </form>
  );
}

/** /reset-password?token=… — the reset link's page: a new password, then every session ends. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <AuthCard
      title="Choose a new password"
      intro="Once it is set, your old password and every signed-in device stop working."
      size="small"
      footer={
        <>
          Link expired? <AuthSwitchLink to="/forgot-password">Ask for a new one</AuthSwitchLink>
        </>
      }
    >
      <SetPasswordForm label="Set new password" send={resetPassword} />
    </AuthCard>
  );
}
