import { isAdminRole } from '@stitchdesk/shared';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Logo } from '../../components/Logo.tsx';
import { useSession } from '../../lib/session.tsx';
import { endServerSession } from '../../lib/end-session.ts';
import { useStaffUser } from './staff-user.ts';

const LOGOUT_MESSAGE = 'Logout Successfully';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
  }`;

/** Logo, the console's sections (Employees and Settings for admins only) and Sign out. */
export function StaffHeader() {
  const { isAdmin, role } = useStaffUser();
  const { setLoginStatus, token } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // An order page belongs to the queue it was opened from.
  const inQueue = pathname === '/staff' || pathname === '/staff/' || pathname.startsWith('/staff/orders/');

  const signOut = async () => {
    // Leave the console first: ending the session while still on it would make the guard send us to /login.
    await navigate('/');
    endServerSession(token);
    setLoginStatus(false, null);
    // Another person may sign in on this machine next: drop what this one loaded.
    queryClient.removeQueries();
    toast.success(LOGOUT_MESSAGE);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/staff" className="flex items-center gap-3 rounded-lg">
          <Logo />
          <span className="hidden rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:inline">
            Staff
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-3 md:order-last">
          <span className="hidden text-sm text-slate-500 sm:inline">
            {isAdminRole(role) ? 'Admin' : 'Employee'}
          </span>
          <button
            type="button"
            onClick={() => void signOut()}
            className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700"
          >
            Sign out
          </button>
        </div>
        {/* Wraps rather than scrolls on a phone: a scrolled-off section (Settings at 390 px) looked absent. */}
        <nav aria-label="Staff console" className="-mx-1 w-full md:w-auto">
          <ul className="flex flex-wrap gap-1 px-1">
            <li>
              <NavLink to="/staff" end className={() => linkClass({ isActive: inQueue })}>
                Queue
              </NavLink>
            </li>
            <li>
              <NavLink to="/staff/quotes" className={linkClass}>
                Quotes
              </NavLink>
            </li>
            <li>
              <NavLink to="/staff/clients" className={linkClass}>
                Clients
              </NavLink>
            </li>
            {isAdmin ? (
              <li>
                <NavLink to="/staff/employees" className={linkClass}>
                  Employees
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/staff/security" className={linkClass}>
                Security
              </NavLink>
            </li>
            {isAdmin ? (
              <li>
                <NavLink to="/staff/settings" className={linkClass}>
                  Settings
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
