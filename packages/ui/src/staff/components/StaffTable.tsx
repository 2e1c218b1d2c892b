import type { ReactNode } from 'react';
import { TableHead, type Column } from '../../components/TableHead.tsx';

/**
 * A staff list as a table: framed, captioned for screen readers, its header row from `columns`.
 * `overflow` is the frame's: hidden clips to its rounded corners, auto lets a wide row scroll.
 */
export function StaffTable({
  caption,
  columns,
  overflow,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  overflow: 'overflow-hidden' | 'overflow-x-auto';
  children: ReactNode;
}) {
  return (
    <div className={`${overflow} rounded-xl border border-slate-200 bg-white shadow-xs`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          cellClassName="px-4 py-3"
          columns={columns}
        />
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
