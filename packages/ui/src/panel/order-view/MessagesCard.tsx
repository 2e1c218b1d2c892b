import { useId } from 'react';
import { Card } from '../../components/Card.tsx';
import { MessageThread } from '../../components/messages/MessageThread.tsx';

/** The client's conversation with the shop about one order. */
export function MessagesCard({ orderId }: { orderId: string }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        Messages
      </h2>
      <MessageThread path={`/order/${encodeURIComponent(orderId)}/messages`} reader="client" />
    </Card>
  );
}
