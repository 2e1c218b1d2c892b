import type { ReactNode } from 'react';
import type { OrderStatus } from '@stitchdesk/shared';
import { StatusBadge } from '../StatusBadge.tsx';

/** The "Order ID:" and "Status:" facts under an order's or a revision's heading; `children` adds more. */
export function OrderIdAndStatus({
  orderId,
  idClassName,
  status,
  className,
  children,
}: {
  orderId: ReactNode;
  idClassName: string;
  status: OrderStatus;
  className: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      <div className="flex min-w-0 items-baseline gap-1.5">
        <dt className="shrink-0">Order ID:</dt>
        <dd className={idClassName}>{orderId}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>Status:</dt>
        <dd>
          <StatusBadge status={status} />
        </dd>
      </div>
      {children}
    </dl>
  );
}
