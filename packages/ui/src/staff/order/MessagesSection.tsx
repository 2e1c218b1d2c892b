import { MessageThread } from '../../components/messages/MessageThread.tsx';
import { Section } from './Section.tsx';

/** The shop's conversation with the client about one order. */
export function MessagesSection({ orderId }: { orderId: string }) {
  return (
    <Section title="Messages">
      <MessageThread path={`/staff/orders/${encodeURIComponent(orderId)}/messages`} reader="shop" />
    </Section>
  );
}
