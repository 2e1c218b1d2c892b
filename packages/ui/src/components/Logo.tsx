import { useId } from 'react';
import { BRAND } from '@stitchdesk/shared/brand';

/** The mark alone: a stitched "S" running across a hoop-blue tile, with a gold needle. */
export function LogoMark({ size = 36, className = '' }: { size?: number; className?: string }) {
  const gradientId = useId();
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 40 40" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f6fed" />
          <stop offset="1" stopColor="#14285f" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path
        d="M27 11.5c-2-1.6-4.4-2.3-7-2.3-4 0-6.8 2.1-6.8 5.2 0 6.6 13.8 4.3 13.8 11.3 0 3.3-3 5.5-7.3 5.5-2.9 0-5.4-.9-7.4-2.7"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="3.2 2.6"
      />
      <path d="M30.5 6.5 21 22" stroke="#fbbf4d" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="30.2" cy="7" r="1.3" fill="none" stroke="#fbbf4d" strokeWidth="1" />
    </svg>
  );
}

/**
 * `<Logo tone="dark|light" />` — the mark and the business name from brand.ts. `light` is for dark
 * backgrounds. Decorative by itself: wrap it in a link with an accessible name where it navigates.
 */
export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark />
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-950'}`}
      >
        {BRAND.name}
      </span>
    </span>
  );
}
