import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-500',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-700',
  accent: 'bg-thread-400 text-brand-950 shadow-sm hover:bg-thread-300 focus-visible:outline-thread-300',
  ghost: 'text-brand-700 hover:bg-brand-50',
  light:
    'border border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

/** The class list of a button, for the rare element that must look like one but is neither component. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {}): string {
  return [base, variants[variant], sizes[size], block ? 'w-full' : '', className].filter(Boolean).join(' ');
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/**
 * `<Button variant="primary|secondary|accent|ghost|light" size="sm|md|lg" block>` — a native button
 * (type defaults to "button", so it never submits a form by accident; pass type="submit" to submit).
 */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  // A submit button of a prerendered page works before the app: the page's first-paint script holds
  // the submission until the app replays it (@stitchdesk/shared/first-paint), and the forms post.
  return <button type={type} className={buttonClasses({ variant, size, block, className })} {...rest} />;
}

/** `<ButtonLink to="/getquote">` — a router link that looks like a Button. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: StyleProps & LinkProps & { children: ReactNode }) {
  return (
    <Link className={buttonClasses({ variant, size, block, className })} {...rest}>
      {children}
    </Link>
  );
}
