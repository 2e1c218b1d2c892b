/** The order's invoice PDF by its signed link; nothing until the order has a price. */
export function InvoiceLink({ url, className = '' }: { url: string | null; className?: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
        <path d="M4 1h5l4 4v10H4zM9 1v4h4M6 9h5M6 12h5" stroke="currentColor" fill="none" strokeWidth="1.2" />
      </svg>
      Download invoice (PDF)
    </a>
  );
}
