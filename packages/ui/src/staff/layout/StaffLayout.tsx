import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isStaffRole } from '@stitchdesk/shared';
import { useSession } from '../../lib/session.tsx';
import { StaffHeader } from './StaffHeader.tsx';
import { useMe } from '../security/api/get-me.ts';
import { Loading } from '../../components/Loading.tsx';

const SECURITY_PATH = '/staff/security';

/** The console's frame and its guard: staff only; a visitor goes to log in, a client home. */
export default function StaffLayout() {
  const { isAuthenticated, role } = useSession();
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (!isStaffRole(role)) return <Navigate to="/" replace />;
  return <StaffFrame />;
}

function StaffFrame() {
  const me = useMe();
  const { pathname } = useLocation();
  // REQUIRE_STAFF_MFA: two-factor sign-in first, then the console.
  if (me.data?.user.mfaSetupRequired && pathname !== SECURITY_PATH)
    return <Navigate to={SECURITY_PATH} replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <StaffHeader />
      <main id="staff-main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        {me.isPending ? <Loading text="Loading..." /> : <Outlet />}
      </main>
    </div>
  );
}
