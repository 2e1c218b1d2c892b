/** The spinning ring alone (decorative): a faint track and a turning quarter in `currentColor`. */
export function SpinnerRing({ size, className = '' }: { size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={`animate-spin motion-reduce:animate-none ${className}`}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * `<Spinner label="Loading orders..." />` — a spinning ring announced to screen readers by its label.
 * `size` is in pixels (default 20); the colour follows `currentColor`.
 */
export function Spinner({
  label = 'Loading',
  size = 20,
  className = '',
}: {
  label?: string;
  size?: number;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <SpinnerRing size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
