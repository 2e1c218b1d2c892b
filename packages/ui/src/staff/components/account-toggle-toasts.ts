import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http.ts';

/** What disabling or enabling an account says, a client's or an employee's alike. */
export const accountToggleToasts = (account: { username: string; disabled: boolean }) => ({
  onSuccess: () =>
    toast.success(account.disabled ? `${account.username} enabled` : `${account.username} disabled`),
  onError: (error: unknown) => toast.error(errorMessage(error, 'Could not change the account')),
});
