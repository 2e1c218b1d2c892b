/** Previous / next over a paged list, with "Page x of y". Hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's accessible name ("Queue pages"). */
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button =
    'inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 ' +
    'hover:border-brand-400 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-slate-600">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
