import { useState } from 'react';
import { errorMessage } from '../../lib/http.ts';
import { Button } from '../../components/Button.tsx';
import { leaveForCheckout } from './leave-for-checkout.ts';

/**
 * A Pay button: asks the server for a Checkout Session, keeps what the page needs on return, and
 * sends the browser to Stripe's page. A refusal (nothing owed any more) shows the server's words.
 */
export function PayButton({
  label,
  start,
  beforeLeaving,
}: {
  label: string;
  start: () => Promise<{ url: string }>;
  beforeLeaving?: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = async () => {
    setPending(true);
    setProblem(null);
    try {
      const { url } = await start();
      beforeLeaving?.();
      leaveForCheckout(url);
    } catch (error) {
      setProblem(errorMessage(error, 'Could not start the payment. Please try again.'));
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button type="button" onClick={pay} disabled={pending} className="self-start">
        {pending ? 'Opening the payment page…' : label}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
