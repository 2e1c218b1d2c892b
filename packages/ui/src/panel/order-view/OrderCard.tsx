import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card.tsx';

/** A card of the client's order page, named by its heading so it is a region screen readers can jump to. */
export function OrderCard({
  title,
  roomy = false,
  children,
}: {
  title: string;
  /** A wider gap under the heading, for cards whose body is a list of its own. */
  roomy?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={`${roomy ? 'mb-4' : 'mb-3'} text-lg font-semibold text-slate-900`}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
