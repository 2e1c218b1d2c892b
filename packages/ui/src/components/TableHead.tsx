import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** Classes of this column's header alone (hidden on small screens, aligned right). */
  className?: string;
}

/** A table's header row: one `th scope="col"` per column, each with the table's cell classes. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly Column[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={[cellClassName, column.className].filter(Boolean).join(' ')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
