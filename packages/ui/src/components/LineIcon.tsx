import type { ReactNode } from 'react';

/**
 * A decorative outline icon, hidden from screen readers (the control it sits in carries the name):
 * its paths are stroked in the current text colour.
 */
export function LineIcon({
  viewBox = '0 0 24 24',
  strokeWidth = '2',
  className,
  children,
}: {
  viewBox?: string;
  strokeWidth?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
