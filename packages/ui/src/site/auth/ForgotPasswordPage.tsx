import { useState } from 'react';
import { forgotPasswordSchema } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useFormValues } from '../../lib/form-values.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { askPasswordReset } from './api/account-links.ts';
import { AuthCard, AuthSwitchLink } from './AuthCard.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

/** /forgot-password — asks for a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const { values, field } = useFormValues({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { error, pending, onSubmit } = useAuthSubmit(forgotPasswordSchema, values, async (data) => {
    try {
      setSent((await askPasswordReset(data)).message);
      return null;
    } catch (caught) {
      return errorMessage(caught, 'Could not send the link. Please try again.');
    }
  });
  return (
    <AuthCard
      title="Forgot password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      size="small"
      footer={
        <>
          Remembered it? <AuthSwitchLink to="/login">Login</AuthSwitchLink>
        </>
      }
    >
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label="Forgot password"
          className="flex flex-col gap-5"
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
