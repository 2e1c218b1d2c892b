import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSession } from '../../app/session.tsx';

/**
 * Logout (spec §4): clears the session and token, forgets every cached answer, says
 * "Logout Successfully" and goes to /. The session is cleared once the panel has been left, so its
 * guard never sees a signed-out user and sends them to /login instead.
 */
export function useLogout() {
  const { setLoginStatus } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    setLoginStatus(false, null);
    queryClient.clear();
    toast.success('Logout Successfully');
  };
}
