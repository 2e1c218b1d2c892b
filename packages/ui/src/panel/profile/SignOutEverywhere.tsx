import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { MessageResponse } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { apiPost } from '../../lib/api.ts';
import { errorMessage } from '../../lib/http.ts';
import { useSession } from '../../lib/session.tsx';
import { useLeavePanel } from '../layout/leaving.ts';

/**
 * Profile: "Sign out everywhere" (POST /user/sign-out-everywhere) ends every session of the account,
 * this one included, and revokes its API tokens (the bell says which). Asked twice, since it also
 * stops every integration that uses a token; then the panel signs out here as Logout does.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { setLoginStatus } = useSession();
  const leavePanel = useLeavePanel();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = async () => {
    setPending(true);
    setError(null);
    try {
      const { message } = await apiPost<MessageResponse>('/user/sign-out-everywhere');
      leavePanel();
      setLoginStatus(false, null);
      toast.success(message);
      await navigate('/login');
      queryClient.clear();
    } catch (caught) {
      setError(errorMessage(caught, 'Could not sign out everywhere'));
      setPending(false);
    }
  };

  return (
    <Card labelledBy="sign-out-everywhere">
      <h2 id="sign-out-everywhere" className="text-lg font-semibold text-slate-900">
        Sign out everywhere
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ends every session of your account, on every device and this one, and revokes your API tokens:
        integrations that use one stop working until you make a new token.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {confirming ? (
          <>
            <Button variant="primary" disabled={pending} onClick={() => void signOut()}>
              {pending ? 'Signing out…' : 'Yes, sign out everywhere'}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        )}
      </div>
      {error ? (
        <div className="mt-3">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
    </Card>
  );
}
