import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatOrderNumber, type Order } from '@stitchdesk/shared';
import { AddressText } from '../../components/address/AddressText.tsx';
import { Button } from '../../components/Button.tsx';
import { errorMessage } from '../../lib/http.ts';
import { usePlatform } from '../../lib/platform-context.tsx';
import { getPackingSlip } from './api/get-packing-slip.ts';
import { Section } from './Section.tsx';

/**
 * Where goods ship, as the client gave it (a copy kept on the order), and the packing slip that
 * goes in the parcel; "Ship-to address needed" while the client has given none.
 */
export function ShipToSection({ order }: { order: Order }) {
  const platform = usePlatform();
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      const slip = await getPackingSlip(order._id);
      const number = formatOrderNumber(order.number).replace('#', '');
      await platform.saveFile(`packing-slip-${number}.pdf`, slip);
    } catch (error) {
      toast.error(errorMessage(error, 'The packing slip could not be made'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Section title="Ship to">
      {order.shipTo ? (
        <>
          <AddressText address={order.shipTo} />
          <Button variant="secondary" size="sm" className="mt-3" disabled={saving} onClick={download}>
            {saving ? 'Preparing packing slip…' : 'Download packing slip'}
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Ship-to address needed: the client has not given one yet, and the order cannot ship without it.
        </p>
      )}
    </Section>
  );
}
