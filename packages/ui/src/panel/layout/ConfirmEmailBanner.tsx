import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/Button.tsx';
import { errorMessage } from '../../lib/http.ts';
import { resendConfirmation } from '../profile/api/account.ts';
import { useUserInfo } from '../profile/api/get-user-info.ts';

/** Above every panel page while the client's address is unconfirmed; ordering goes on as ever. */
export function ConfirmEmailBanner() {
  const { data } = useUserInfo();
  const [pending, setPending] = useState(false);
  if (!data || data.user.emailVerified) return null;
  const sendAgain = async () => {
    setPending(true);
    try {
      toast.success((await resendConfirmation()).message);
    } catch (caught) {
      toast.error(errorMessage(caught, 'Could not send the e-mail. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        Please confirm your e-mail address: we sent a link to{' '}
        <bdi className="font-semibold">{data.user.email}</bdi>.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={sendAgain}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        Send again
      </Button>
    </div>
  );
}
