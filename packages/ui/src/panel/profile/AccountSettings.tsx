import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { changeEmailSchema, updateProfileSchema } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { CurrentPasswordField, FormMessage, TextField } from '../../components/Field.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { errorMessage } from '../../lib/http.ts';
import { firstIssues, useFormValues } from '../../lib/form-values.ts';
import { TwoFactorOff } from '../../components/two-factor/TwoFactorOff.tsx';
import { TwoFactorSetup } from '../../components/two-factor/TwoFactorSetup.tsx';
import { changeEmail, useRenameAccount } from './api/account.ts';
import { useUserInfo } from './api/get-user-info.ts';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

/** Profile: the username, the e-mail address (changed with the password), two-factor sign-in (on and off) and signing out everywhere. */
export function AccountSettings({ username, mfaEnabled }: { username: string; mfaEnabled: boolean }) {
  return (
    <>
      <Card labelledBy="account-settings">
        <h2 id="account-settings" className="text-lg font-semibold text-slate-900">
          Change your details
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-2">
          <RenameForm username={username} />
          <ChangeEmailForm />
        </div>
      </Card>
      <Card labelledBy="two-factor">
        <h2 id="two-factor" className="text-lg font-semibold text-slate-900">
          Two-factor sign-in
        </h2>
        <div className="mt-3">
          <TwoFactorSection mfaEnabled={mfaEnabled} />
        </div>
      </Card>
      <SignOutEverywhere />
    </>
  );
}

function TwoFactorSection({ mfaEnabled }: { mfaEnabled: boolean }) {
  const { refetch } = useUserInfo();
  if (!mfaEnabled) return <TwoFactorSetup onEnabled={() => void refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">On: signing in asks for a code from your authenticator app.</p>
      <TwoFactorOff
        onDisabled={(message) => {
          toast.success(message);
          void refetch();
        }}
      />
    </div>
  );
}

function RenameForm({ username }: { username: string }) {
  const { values, field } = useFormValues({ username });
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssues(parsed.error).username);
    setError(undefined);
    rename.mutate(parsed.data, {
      onSuccess: (result) => toast.success(result.message),
      onError: (caught) => setError(errorMessage(caught, 'Could not change the username')),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Username" className="flex flex-col gap-3">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        error={error}
        {...field('username')}
      />
      <div>
        <SubmitButton pending={rename.isPending} pendingLabel="Saving…">
          Save username
        </SubmitButton>
      </div>
    </form>
  );
}

function ChangeEmailForm() {
  const { values, field, reset } = useFormValues({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstIssues(parsed.error));
    setErrors({});
    setPending(true);
    try {
      setSent((await changeEmail(parsed.data)).message);
      reset();
    } catch (caught) {
      setErrors({ form: errorMessage(caught, 'Could not change the e-mail address') });
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="E-mail address" className="flex flex-col gap-3">
      <TextField
        label="New e-mail address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email}
        {...field('email')}
      />
      <CurrentPasswordField error={errors.password} {...field('password')} />
      {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      {sent ? <FormMessage tone="success">{sent}</FormMessage> : null}
      <div>
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Change e-mail address
        </SubmitButton>
      </div>
    </form>
  );
}
