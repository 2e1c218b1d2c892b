import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Order } from '@stitchdesk/shared';
import { AddressText } from '../../components/address/AddressText.tsx';
import { Button } from '../../components/Button.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { OrderCard } from '../order-view/OrderCard.tsx';
import { useSetShipTo } from './api/set-ship-to.ts';
import { ShipToPicker } from './ShipToPicker.tsx';
import { useShipTo } from './use-ship-to.ts';

const CLOSED = ['Shipped', 'Completed', 'Cancelled'];

function ShipToForm({ order, onDone }: { order: Order; onDone?: () => void }) {
  const state = useShipTo();
  const save = useSetShipTo();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.validate()) return;
    const shipTo = state.value();
    if (!shipTo) return;
    save.mutate(
      { orderId: order._id, shipTo },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone?.();
        },
      },
    );
  };
  if (state.loading) return <p className="text-sm text-slate-600">Loading your addresses…</p>;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ShipToPicker state={state} allowLater={false} disabled={save.isPending} />
      <RequestError error={save.error} fallback="The ship-to address could not be saved" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save ship-to address
        </SubmitButton>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Goods' "Ship to" on the client's order page: the address the order keeps, changeable until the
 * goods ship; on an order placed without one, "Ship-to address needed" and the form to give it.
 */
export function ShipToCard({ order }: { order: Order }) {
  const [changing, setChanging] = useState(false);
  const open = !CLOSED.includes(order.orderStatus);
  if (order.shipToNeeded)
    return (
      <OrderCard title="Ship-to address needed">
        <p className="mb-4 text-sm text-slate-700">
          Tell us where to ship this order: we cannot send it until we have an address.
        </p>
        <ShipToForm order={order} />
      </OrderCard>
    );
  if (!order.shipTo) return null;
  return (
    <OrderCard title="Ship to">
      {changing ? (
        <ShipToForm order={order} onDone={() => setChanging(false)} />
      ) : (
        <>
          <AddressText address={order.shipTo} />
          {open ? (
            <Button variant="ghost" size="sm" className="mt-3" onClick={() => setChanging(true)}>
              Change ship-to address
            </Button>
          ) : null}
        </>
      )}
    </OrderCard>
  );
}
