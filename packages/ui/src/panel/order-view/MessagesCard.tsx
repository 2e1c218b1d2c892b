import { OrderCard } from './OrderCard.tsx';
import { MessageThread } from '../../components/messages/MessageThread.tsx';

/** The client's conversation with the shop about one order. */
export function MessagesCard({ orderId }: { orderId: string }) {
  return (
    <OrderCard title="Messages" roomy>
      <MessageThread path={`/order/${encodeURIComponent(orderId)}/messages`} reader="client" />
    </OrderCard>
  );
}
