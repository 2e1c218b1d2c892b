import type { Order } from '@stitchdesk/shared';
import type { AppDeps } from '../deps.ts';
import type { OrderRow, FileUrl } from '../db/rows.ts';
import { presentOrder } from '../presenters/order.ts';
import { fileSignerFor } from '../services/files/signing.ts';
import { orderUpdateMail } from '../services/notifications/order-mail.ts';
import { sendQuietly } from '../services/notifications/send-quietly.ts';
import { partsOfOrders } from '../services/orders/orders.ts';

/** What a workflow route does once its step is committed: answer the order, and e-mail the client. */
export interface WorkflowResponders {
  /** The order as the client's API shows it, read after the step. */
  present(order: OrderRow, email: string): Promise<Order>;
  /** The e-mail copy of the client's notification; failures are only logged. */
  mailClient(input: { order: OrderRow; client: { email: string; username: string }; message: string }): void;
}

export function workflowResponders({ config, db, mailer, logger }: AppDeps): WorkflowResponders {
  const signer = fileSignerFor(config);
  const fileUrl: FileUrl = (file) => signer.url(file);
  return {
    async present(order, email) {
      return presentOrder({ order, email, ...(await partsOfOrders(db, [order.id])), fileUrl });
    },
    mailClient({ order, client, message }) {
      void sendQuietly(mailer, logger, [
        orderUpdateMail({
          to: client,
          message,
          order: { id: order.id, number: order.number, serviceKey: order.service_type },
          publicUrl: config.publicUrl,
        }),
      ]);
    },
  };
}
