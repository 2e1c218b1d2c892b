import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { AppToaster } from './toaster.tsx';

export const SESSION_EXPIRED_MESSAGE = 'session expired login again';

/** Scrolls to the top on every route change (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Tells the user once that the stored session had expired, then goes home (spec §4). */
function SessionExpiredNotice({ expired }: { expired: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    navigate('/', { replace: true });
  }, [expired, navigate]);
  return null;
}

export function RootLayout({ sessionExpired }: { sessionExpired: boolean }) {
  return (
    <>
      <ScrollToTop />
      <SessionExpiredNotice expired={sessionExpired} />
      <Outlet />
      <AppToaster />
    </>
  );
}
