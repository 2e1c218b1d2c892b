import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSession } from '../../lib/session.tsx';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * A staff account can be disabled (or its token expire) while the console is open: the API then
 * answers 401. Rather than leave every page showing errors, end the session and go to the login.
 */
export function useSignOutOn401() {
  const queryClient = useQueryClient();
  const { setLoginStatus } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    const is401 = (error: unknown) => error instanceof AxiosError && error.response?.status === 401;
    const signOut = () => {
      setLoginStatus(false, null);
      toast.error(SESSION_ENDED_MESSAGE, { id: 'staff-session-ended' });
      navigate('/login', { replace: true });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === 'staff' && is401(event.query.state.error))
        signOut();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && is401(event.mutation?.state.error)) signOut();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, setLoginStatus, navigate]);
}
