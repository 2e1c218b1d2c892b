import type { Order } from '@stitchdesk/shared';
import type { AppDeps } from '../deps.ts';
import type { OrderRow } from '../db/rows.ts';
import { presentOrder } from '../presenters/order.ts';
import { holdsFilesUntilPaid } from '../services/billing/file-hold.ts';
import { partsOfOrders } from '../services/orders/orders.ts';
import type { AuthUser } from '../state.ts';
import { fileLinks } from './file-links.ts';
import { stitchViewFor } from './stitch-view.ts';

/** What a workflow route does once its step is committed: answer the order (the e-mail is a job of the step). */
export interface WorkflowResponders {
  /** The order as the client's API shows it, read after the step (links as `caller` may open them). */
  present(order: OrderRow, email: string, caller?: Pick<AuthUser, 'apiToken' | 'role'>): Promise<Order>;
}

export function workflowResponders({ config, db }: AppDeps): WorkflowResponders {
  const links = fileLinks(config);
  return {
    async present(order, email, caller = { apiToken: null, role: 'client' }) {
      const parts = await partsOfOrders(db, [order.id]);
      const stitchView = await stitchViewFor(db, order.user_id, parts.files);
      const holdFilesUntilPaid = await holdsFilesUntilPaid(db);
      return presentOrder({
        order,
        email,
        ...parts,
        fileUrl: links.for(caller),
        stitchView,
        holdFilesUntilPaid,
      });
    },
  };
}
