import { useCallback, useEffect, useId, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isStaffRole } from '@stitchdesk/shared';
import { dashboardPath, useSession } from '../../lib/session.tsx';
import { ConfirmEmailBanner } from './ConfirmEmailBanner.tsx';
import { useDeliveryCatchUp } from '../deliveries/use-delivery-catch-up.ts';
import { HotFolderOrdersProvider } from '../hot-folder/HotFolderOrdersProvider.tsx';
import { IncomingArtworkProvider } from '../incoming/IncomingArtworkProvider.tsx';
import { useNotificationAlerts } from '../notifications/use-notification-alerts.ts';
import { LeavingPanelContext } from './leaving.ts';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { useLogout } from './use-logout.ts';

/**
 * /clientpanel: signed out → /login (docs/product.md §Client panel). Staff accounts have their own console
 * and are sent to /staff: the panel's calls act on the caller's own orders, which staff do not have.
 */
export default function PanelLayout() {
  const { isAuthenticated, role } = useSession();
  const [leaving, setLeaving] = useState(false);
  const leave = useCallback(() => setLeaving(true), []);
  if (leaving) return null;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (isStaffRole(role)) return <Navigate to={dashboardPath(role)} replace />;
  return (
    <LeavingPanelContext.Provider value={leave}>
      <IncomingArtworkProvider>
        <HotFolderOrdersProvider>
          <PanelShell />
        </HotFolderOrdersProvider>
      </IncomingArtworkProvider>
    </LeavingPanelContext.Provider>
  );
}

/** The panel's own frame: no public header or footer; a sidebar, or a top bar on phones. */
function PanelShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const logout = useLogout();
  useNotificationAlerts();
  useDeliveryCatchUp();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [menuOpen]);

  const onLogout = () => void logout();

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#panel-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onLogout={onLogout}
      />
      {menuOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-16 bottom-0 z-40 bg-slate-950/40 md:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <aside
        id={menuId}
        aria-label="Panel menu"
        className={`fixed top-16 bottom-0 left-0 z-50 w-72 md:top-0 max-w-[85vw] transition-transform duration-200 md:w-64 md:translate-x-0 ${
          menuOpen ? 'translate-x-0' : '-translate-x-full invisible md:visible'
        }`}
      >
        <Sidebar onNavigate={() => setMenuOpen(false)} onLogout={onLogout} />
      </aside>
      <main
        id="panel-main"
        tabIndex={-1}
        className="px-4 py-6 focus:outline-none sm:px-6 md:ml-64 md:px-8 md:py-8 lg:px-10"
      >
        <div className="mx-auto max-w-6xl">
          <ConfirmEmailBanner />
          <Outlet />
        </div>
      </main>
    </div>
  );
}
