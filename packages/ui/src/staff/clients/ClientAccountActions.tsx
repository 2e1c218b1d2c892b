import toast from 'react-hot-toast';
import type { StaffClient } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { accountToggleToasts } from '../components/account-toggle-toasts.ts';
import { useSetClientDisabled, useSignOutEverywhere } from './api/update-client.ts';

const smallButton =
  'inline-flex h-9 items-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50';

/** The admin's buttons on a client: disable or enable the account, end all of its sessions. */
export function ClientAccountActions({
  client,
}: {
  client: Pick<StaffClient, 'id' | 'username' | 'disabled'>;
}) {
  const toggle = useSetClientDisabled();
  const signOut = useSignOutEverywhere();

  const toggleDisabled = () =>
    toggle.mutate({ id: client.id, disabled: !client.disabled }, accountToggleToasts(client));

  const endSessions = () =>
    signOut.mutate(client.id, {
      onSuccess: () => toast.success(`${client.username} is signed out everywhere`),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the client out')),
    });

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        onClick={endSessions}
        disabled={signOut.isPending || client.disabled}
        className={`${smallButton} border-slate-300 text-slate-700 hover:bg-slate-50`}
        aria-label={`Sign out everywhere: ${client.username}`}
      >
        Sign out everywhere
      </button>
      <button
        type="button"
        onClick={toggleDisabled}
        disabled={toggle.isPending}
        className={`${smallButton} ${
          client.disabled
            ? 'border-emerald-300 text-emerald-700 hover:bg-emerald-50'
            : 'border-red-300 text-red-700 hover:bg-red-50'
        }`}
        aria-label={`${client.disabled ? 'Enable' : 'Disable'} ${client.username}`}
      >
        {client.disabled ? 'Enable' : 'Disable'}
      </button>
    </div>
  );
}
