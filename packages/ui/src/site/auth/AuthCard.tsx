import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/Logo.tsx';

/**
 * The centred card of the Login (small) and Register (medium) screens (docs/product.md §Login and Register),
 * on a soft backdrop below the fixed navigation bar.
 */
export function AuthCard({
  title,
  intro,
  size,
  footer,
  children,
}: {
  title: string;
  intro: string;
  size: 'small' | 'medium';
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="auth-title"
      className="flex min-h-[calc(100svh-4.5rem)] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 pt-28 pb-16"
    >
      <div className={`w-full ${size === 'small' ? 'max-w-sm' : 'max-w-lg'}`}>
        <div className="rounded-3xl border border-slate-200 bg-white p-7 shadow-xl shadow-brand-900/5 sm:p-9">
          <div className="flex flex-col items-center text-center">
            <LogoMark size={44} />
            <h1 id="auth-title" className="mt-5 text-2xl font-extrabold tracking-tight">
              {title}
            </h1>
            <p className="mt-2 text-sm text-slate-600">{intro}</p>
          </div>
          <div className="mt-8">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </section>
  );
}

/** A link in the card's footer line ("No account yet? Register"). */
export function AuthSwitchLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
