import { mfaLoginSchema } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useFormValues } from '../../lib/form-values.ts';
import { loginMfa } from './api/login-mfa.ts';
import { AuthCard } from './AuthCard.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

export const MFA_FAILED = 'That code did not work. Please try again.';

/** The login's second step, once the password was right and two-factor sign-in is on. */
export function MfaStep({
  ticket,
  onSignedIn,
  onRestart,
}: {
  ticket: string;
  onSignedIn: (token: string) => void;
  onRestart: () => void;
}) {
  const { values, field } = useFormValues({ code: '' });
  const { error, pending, onSubmit } = useAuthSubmit(
    mfaLoginSchema.pick({ code: true }),
    values,
    async ({ code }) => {
      try {
        const response = await loginMfa({ ticket, code });
        onSignedIn(response.data.token);
        return null;
      } catch (caught) {
        return errorMessage(caught, MFA_FAILED);
      }
    },
  );
  return (
    <AuthCard
      title="Two-factor sign-in"
      intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      size="small"
      footer={
        <button type="button" onClick={onRestart} className="font-semibold text-brand-700 hover:underline">
          Start again
        </button>
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Two-factor sign-in"
        className="flex flex-col gap-5"
      >
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          {...field('code')}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
          Verify
        </Button>
      </form>
    </AuthCard>
  );
}
