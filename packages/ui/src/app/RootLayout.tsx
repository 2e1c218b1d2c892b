import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { announceSessionExpired } from '../lib/session.tsx';

/*
 * The toaster (react-hot-toast and its CSS-in-JS) is its own chunk: no first paint needs it, and
 * toasts raised before it arrives wait in react-hot-toast's store and show once it mounts.
 * It mounts once the page has loaded and the browser is idle: fetched during the first render, its
 * two files competed with the first paint (Lighthouse counted them toward `/`'s LCP).
 */
const AppToaster = lazy(async () => ({ default: (await import('./toaster.tsx')).AppToaster }));

function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const idle = () => {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => setReady(true), 0);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      cancel();
    };
  }, []);
  return ready;
}

/** Scrolls to the top on every route change (docs/product.md §Site pages). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Tells the user once that the stored session had expired, then goes home (docs/product.md §Sessions). */
function SessionExpiredNotice({ expired }: { expired: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    announceSessionExpired();
    navigate('/', { replace: true });
  }, [expired, navigate]);
  return null;
}

export function RootLayout({ sessionExpired }: { sessionExpired: boolean }) {
  const toasterReady = useLoadedAndIdle();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      {/* After the outlet: sibling effects run in order, so this navigation to / comes after (and
          wins over) a guarded page's own redirect to /login. */}
      <SessionExpiredNotice expired={sessionExpired} />
      {toasterReady && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
