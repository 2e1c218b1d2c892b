import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { Button } from '../Button.tsx';
import { FormMessage, TextField } from '../Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { enableMfa, startMfaSetup } from './api.ts';

/**
 * Turning on two-factor sign-in, for any account (the client's Profile, the staff console): the
 * secret as a QR code and as text to type, a first code to prove the app holds it, then the ten
 * recovery codes, shown once. `onEnabled` runs once the person has seen them.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled: () => void }) {
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const { secret, otpauthUrl } = await startMfaSetup();
      setSetup({ secret, qr: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 192 }) });
    } catch (caught) {
      setError(errorMessage(caught, 'Could not start the setup. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  const enable = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code from your authenticator app');
      return;
    }
    setPending(true);
    setError(null);
    try {
      setRecoveryCodes((await enableMfa(code.trim())).recoveryCodes);
    } catch (caught) {
      setError(errorMessage(caught, 'That code did not work. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onEnabled} />;

  if (!setup)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">
          Sign in with your password and a code from an authenticator app on your phone.
        </p>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button onClick={start} disabled={pending} aria-busy={pending || undefined}>
          Set up two-factor sign-in
        </Button>
      </div>
    );

  return (
    <form onSubmit={enable} noValidate aria-label="Two-factor setup" className="flex flex-col gap-4">
      <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-700">
        <li>
          Scan this code with your authenticator app.
          <img
            src={setup.qr}
            alt="QR code to add this account to an authenticator app"
            width={192}
            height={192}
            className="mt-2 rounded-lg border border-slate-200"
          />
        </li>
        <li>
          Or type this key into it: <SecretKey secret={setup.secret} />
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <TextField
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="max-w-xs"
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          Turn on two-factor sign-in
        </Button>
      </div>
    </form>
  );
}

/** The key in groups of four, as authenticator apps show it. */
function SecretKey({ secret }: { secret: string }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all">
      {secret.match(/.{1,4}/g)?.join(' ')}
    </code>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  useEffect(() => {
    document.getElementById('recovery-codes-title')?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" tabIndex={-1} className="font-semibold text-slate-900">
        Two-factor sign-in is on. Keep these recovery codes
      </h3>
      <p className="text-sm text-slate-600">
        Each works once, in place of a code, if you lose your phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
