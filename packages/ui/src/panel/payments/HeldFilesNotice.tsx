import { formatMoney, heldFilesNotice } from '@stitchdesk/shared';
import { usePaymentOptions } from './api/get-payment-options.ts';

/**
 * Beside the Pay button while the order's finished files are held until paid (the shop's setting,
 * the order's `filesHeld`): what is owed before they open, in the settings' currency.
 */
export function HeldFilesNotice({ balanceCents }: { balanceCents: number }) {
  const { data: options } = usePaymentOptions();
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
      {heldFilesNotice(formatMoney(balanceCents, options?.currency ?? 'USD'))}
    </p>
  );
}
