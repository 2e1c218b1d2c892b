import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { confirmEmail } from './api/account-links.ts';
import { AuthCard, AuthSwitchLink } from './AuthCard.tsx';

/**
 * /confirm-email?token=… — confirms an address with one press. A button rather than on opening: mail
 * scanners that open links must not use them up.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle('Confirm e-mail');
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const onConfirm = async () => {
    setPending(true);
    try {
      setResult({ tone: 'success', text: (await confirmEmail(params.get('token') ?? '')).message });
    } catch (caught) {
      setResult({
        tone: 'error',
        text: errorMessage(caught, 'Could not confirm the address. Please try again.'),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <AuthCard
      title="Confirm your e-mail address"
      intro="Confirming tells us your order e-mails reach you."
      size="small"
      footer={<AuthSwitchLink to="/clientpanel">Go to your panel</AuthSwitchLink>}
    >
      <div className="flex flex-col gap-5">
        {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
        {result?.tone !== 'success' ? (
          <Button size="lg" block onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            Confirm my e-mail address
          </Button>
        ) : null}
      </div>
    </AuthCard>
  );
}
