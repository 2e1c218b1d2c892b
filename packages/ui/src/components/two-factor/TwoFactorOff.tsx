import { useState, type FormEvent } from 'react';
import { disableMfaSchema } from '@stitchdesk/shared';
import { Button } from '../Button.tsx';
import { CurrentPasswordField, FormMessage, TextField } from '../Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { firstIssues, useFormValues } from '../../lib/form-values.ts';
import { disableMfa } from './api.ts';

/**
 * Turning two-factor sign-in off, for any account (the client's Profile, the staff console): the
 * current password and a code from the app or a recovery code, as the server asks both again. The
 * server's refusals (a wrong one, too many tries, staff while the shop requires it) show here.
 * `onDisabled` runs with the server's message once it is off.
 */
export function TwoFactorOff({ onDisabled }: { onDisabled: (message: string) => void }) {
  const { values, field } = useFormValues({ password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = disableMfaSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstIssues(parsed.error));
    setErrors({});
    setPending(true);
    try {
      onDisabled((await disableMfa(parsed.data)).message);
    } catch (caught) {
      setErrors({ form: errorMessage(caught, 'Could not turn off two-factor sign-in. Please try again.') });
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Turn off two-factor sign-in"
      className="flex max-w-md flex-col gap-3"
    >
      <p className="text-sm text-slate-600">
        To turn it off, enter your password and a code from your authenticator app, or one of your recovery
        codes.
      </p>
      <CurrentPasswordField error={errors.password} {...field('password')} />
      <TextField
        label="Code from the app or a recovery code"
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.code}
        {...field('code')}
      />
      {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <div>
        <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
      </div>
    </form>
  );
}
