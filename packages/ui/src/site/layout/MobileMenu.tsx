import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo.tsx';
import { BRAND } from '@stitchdesk/shared/brand';
import { AccountActions } from './AccountActions.tsx';
import { NavLinkList } from './NavLinkList.tsx';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { LineIcon } from '../../components/LineIcon.tsx';

const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The small-screen menu: a panel sliding in from the right (docs/product.md §Navigation bar). Closed by its
 * close icon, by choosing a link, by Escape or by the backdrop; the page behind cannot scroll while it is
 * open, and focus moves into it and stays there. Rendered into <body> because the frosted header's
 * backdrop-filter would otherwise become the containing block of this fixed panel.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBodyScrollLock(open);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    // Growing past the breakpoint hides the panel; close it so the scroll lock goes too.
    if (typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-brand-950/50 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 right-0 flex w-[85%] max-w-sm animate-slide-in flex-col bg-white shadow-2xl"
      >
        <div className="flex h-18 items-center justify-between border-b border-slate-100 px-5">
          <Link to="/" onClick={onClose} aria-label={`${BRAND.name} home`} className="rounded-lg">
            <Logo />
          </Link>
          <button
            ref={closeButton}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <LineIcon className="size-6">
              <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinkList
            className="flex flex-col gap-1"
            onNavigate={onClose}
            linkClass={(isActive) =>
              `block rounded-lg px-4 py-3 text-base font-medium ${
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'
              }`
            }
          />
        </nav>
        <div className="flex flex-col gap-2 border-t border-slate-100 p-5 [&>a]:w-full [&>a]:justify-center">
          <AccountActions onNavigate={onClose} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
