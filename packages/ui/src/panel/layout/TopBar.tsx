import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/Logo.tsx';
import { BRAND } from '@stitchdesk/shared/brand';
import { LineIcon } from '../../components/LineIcon.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';

/**
 * The phone-width top bar (docs/product.md §Client panel): a menu toggle, a logo link to the panel, and an
 * account dropdown with Update Profile and Logout.
 */
export function TopBar({
  menuOpen,
  menuId,
  onToggleMenu,
  onLogout,
}: {
  menuOpen: boolean;
  menuId: string;
  onToggleMenu(): void;
  onLogout(): void;
}) {
  const [accountOpen, setAccountOpen] = useState(false);
  const accountMenuId = useId();
  const wrapper = useDismiss<HTMLDivElement>(accountOpen, () => setAccountOpen(false));

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur md:hidden">
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={onToggleMenu}
        className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {menuOpen ? <path d="m6 6 12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <Link to="/clientpanel" className="flex items-center gap-2" aria-label={`${BRAND.name} client panel`}>
        <LogoMark size={32} />
        <span className="text-lg font-extrabold tracking-tight text-brand-950">{BRAND.name}</span>
      </Link>
      <div ref={wrapper} className="relative">
        <button
          type="button"
          aria-expanded={accountOpen}
          aria-controls={accountMenuId}
          aria-label="Account menu"
          onClick={() => setAccountOpen((open) => !open)}
          className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <LineIcon strokeWidth="1.7" className="size-7">
            <circle cx="12" cy="12" r="9.5" />
            <path
              d="M12 12.5a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM6.3 18.4a6.5 6.5 0 0 1 11.4 0"
              strokeLinecap="round"
            />
          </LineIcon>
        </button>
        {accountOpen ? (
          <ul
            id={accountMenuId}
            className="absolute right-0 mt-2 w-48 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            <li>
              <Link
                to="/clientpanel/profile"
                onClick={() => setAccountOpen(false)}
                className="block px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
              >
                Update Profile
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  setAccountOpen(false);
                  onLogout();
                }}
                className="block w-full px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50"
              >
                Logout
              </button>
            </li>
          </ul>
        ) : null}
      </div>
    </header>
  );
}
