import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card.tsx';

/** A titled card; named by its heading, so it is a landmark region screen readers can jump to. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
