import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '../../components/Logo.tsx';
import { BRAND } from '@stitchdesk/shared/brand';
import { AccountActions } from './AccountActions.tsx';
import { NAV_SCROLL_THRESHOLD_PX } from './nav-links.ts';
import { NavLinkList } from './NavLinkList.tsx';
import { useScrolledPast } from './use-scrolled.ts';
import { LineIcon } from '../../components/LineIcon.tsx';

// Only small screens open the menu, and only on demand: its chunk is fetched when the menu button is
// pointed at or focused, so it is usually there before the tap completes.
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/**
 * The fixed navigation bar (docs/product.md §Navigation bar). At the top of the home page it floats over the
 * dark hero with light text; once scrolled past the threshold it turns into frosted white glass with a
 * shadow.
 */
export function Header() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const overDarkHero = pathname === '/' && !scrolled;
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-200 ${
        scrolled ? 'bg-white/80 shadow-md shadow-slate-900/5 backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8"
      >
        <Link to="/" aria-label={`${BRAND.name} home`} className="shrink-0 rounded-lg">
          <Logo tone={overDarkHero ? 'light' : 'dark'} />
        </Link>

        <NavLinkList
          className="hidden items-center gap-1 lg:flex"
          linkClass={(isActive) => desktopLinkClass(isActive, overDarkHero)}
        />

        <div className="hidden items-center gap-2 lg:flex">
          <AccountActions overDark={overDarkHero} />
        </div>

        <button
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          className={`grid size-11 place-items-center rounded-lg lg:hidden ${
            overDarkHero ? 'text-white hover:bg-white/10' : 'text-slate-800 hover:bg-slate-100'
          }`}
        >
          <LineIcon className="size-6">
            <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          </LineIcon>
        </button>
      </nav>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}

function desktopLinkClass(isActive: boolean, overDark: boolean): string {
  const base = 'relative rounded-lg px-3.5 py-2 text-[15px] font-medium transition-colors';
  if (overDark) return `${base} ${isActive ? 'text-thread-300' : 'text-white/85 hover:text-white'}`;
  return `${base} ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:text-brand-700'}`;
}
