import { Link } from 'react-router-dom';
import { dashboardPath, useSession } from '../../lib/session.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ButtonLink } from '../../components/Button.tsx';

/** Login and Register when signed out; Go to Dashboard when signed in (docs/product.md §Navigation bar). */
export function AccountActions({
  overDark = false,
  onNavigate,
}: {
  overDark?: boolean;
  onNavigate?: () => void;
}) {
  const { isAuthenticated, role } = useSession();
  // The prerendered HTML is signed out; the stored session shows once the page has hydrated.
  const signedIn = useHydrated() && isAuthenticated;
  if (signedIn) {
    return (
      <ButtonLink to={dashboardPath(role)} onClick={onNavigate} variant={overDark ? 'accent' : 'primary'}>
        Go to Dashboard
      </ButtonLink>
    );
  }
  return (
    <>
      <Link
        to="/login"
        onClick={onNavigate}
        className={`rounded-lg px-3.5 py-2 text-[15px] font-semibold transition-colors ${
          overDark ? 'text-white hover:bg-white/10' : 'text-slate-800 hover:text-brand-700'
        }`}
      >
        Login
      </Link>
      <ButtonLink to="/register" onClick={onNavigate} variant={overDark ? 'accent' : 'primary'}>
        Register
      </ButtonLink>
    </>
  );
}
