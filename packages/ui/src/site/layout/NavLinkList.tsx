import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from './nav-links.ts';

/** The navigation bar's links as a list; the bar and the small-screen menu style them each their way. */
export function NavLinkList({
  className,
  linkClass,
  onNavigate,
}: {
  className: string;
  linkClass: (isActive: boolean) => string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => linkClass(isActive)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
