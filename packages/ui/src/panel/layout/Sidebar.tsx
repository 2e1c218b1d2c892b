import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LogoMark } from '../../components/Logo.tsx';
import { BRAND } from '@stitchdesk/shared/brand';
import { usePlatform } from '../../lib/platform-context.tsx';
import { IncomingTray } from '../incoming/IncomingTray.tsx';
import { NEW_ORDER_LINKS } from './nav-items.ts';

const item =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white';
const active = 'bg-white/15 text-white';

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

function SideLink({
  to,
  end,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  end?: boolean;
  icon: string;
  children: ReactNode;
  onNavigate(): void;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) => `${item} ${isActive ? active : ''}`}
    >
      <Icon d={icon} />
      {children}
    </NavLink>
  );
}

/**
 * The panel's sidebar (docs/product.md §Client panel): Place Your Order (expandable), Revisions, All Orders,
 * Profile, Integrations, Logout.
 */
export function Sidebar({ onNavigate, onLogout }: { onNavigate(): void; onLogout(): void }) {
  const { pathname } = useLocation();
  const { SettingsPage } = usePlatform();
  const [ordersOpen, setOrdersOpen] = useState(() => pathname.startsWith('/clientpanel/neworder'));
  const submenuId = useId();

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-brand-950 px-4 py-5">
      <Link
        to="/clientpanel"
        onClick={onNavigate}
        className="hidden items-center gap-2.5 px-2 md:flex"
        aria-label={`${BRAND.name} client panel`}
      >
        <LogoMark size={34} />
        <span className="text-lg font-extrabold tracking-tight text-white">{BRAND.name}</span>
      </Link>
      <nav aria-label="Client panel" className="flex flex-col gap-1">
        <button
          type="button"
          aria-expanded={ordersOpen}
          aria-controls={submenuId}
          onClick={() => setOrdersOpen((open) => !open)}
          className={`${item} justify-between`}
        >
          <span className="flex items-center gap-3">
            <Icon d="M12 5v14M5 12h14" />
            Place Your Order
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-4 transition-transform ${ordersOpen ? 'rotate-180' : ''}`}
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
        <ul
          id={submenuId}
          hidden={!ordersOpen}
          className="mb-1 ml-5 flex flex-col gap-0.5 border-l border-white/15 pl-3"
        >
          {NEW_ORDER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm text-brand-100 hover:bg-white/10 hover:text-white ${isActive ? active : ''}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SideLink
          to="/clientpanel/revisions"
          icon="M4 4v6h6M20 20v-6h-6M5.5 15a7 7 0 0 0 12.3 2.5M18.5 9A7 7 0 0 0 6.2 6.5"
          onNavigate={onNavigate}
        >
          Revisions
        </SideLink>
        <SideLink
          to="/clientpanel"
          end
          icon="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"
          onNavigate={onNavigate}
        >
          All Orders
        </SideLink>
        <SideLink
          to="/clientpanel/statement"
          icon="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4"
          onNavigate={onNavigate}
        >
          Statement
        </SideLink>
        <SideLink to="/clientpanel/offers" icon="M20 12 12 20 4 12V4h8zM8 8h.01" onNavigate={onNavigate}>
          Offers
        </SideLink>
        <SideLink
          to="/clientpanel/profile"
          icon="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 20a8 8 0 0 1 16 0"
          onNavigate={onNavigate}
        >
          Profile
        </SideLink>
        <SideLink
          to="/clientpanel/integrations"
          icon="M9 7H7a5 5 0 0 0 0 10h2M15 7h2a5 5 0 0 1 0 10h-2M8 12h8"
          onNavigate={onNavigate}
        >
          Integrations
        </SideLink>
        {SettingsPage ? (
          <SideLink
            to="/clientpanel/settings"
            icon="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1A1.7 1.7 0 0 0 21 10h.1a2 2 0 1 1 0 4H21a1.7 1.7 0 0 0-1.6 1Z"
            onNavigate={onNavigate}
          >
            Settings
          </SideLink>
        ) : null}
      </nav>
      <IncomingTray />
      <button type="button" onClick={onLogout} className={`${item} mt-auto`}>
        <Icon d="M15 17l5-5-5-5M20 12H9M12 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7" />
        Logout
      </button>
    </div>
  );
}
