import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSession } from '../../lib/session.tsx';
import { endServerSession } from '../../lib/end-session.ts';
import { useLeavePanel } from './leaving.ts';

/**
 * Logout (docs/product.md §Sessions): clears the session and token, says "Logout Successfully", goes to / and
 * forgets every cached answer. The panel is told first that this is a deliberate exit, so its
 * guard does not race the navigation home with a redirect to /login.
 */
export function useLogout() {
  const { setLoginStatus, token } = useSession();
  const leavePanel = useLeavePanel();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    leavePanel();
    endServerSession(token);
    setLoginStatus(false, null);
    toast.success('Logout Successfully');
    await navigate('/');
    // After the panel is gone, so no mounted query refetches without a token.
    queryClient.clear();
  };
}
