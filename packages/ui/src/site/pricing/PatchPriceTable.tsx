import { formatUsd, PATCH_PRICES } from '@stitchdesk/shared';
import { TableHead } from '../../components/TableHead.tsx';

/** The patch package prices (docs/product.md §Prices), one row per quantity, one column per patch group. */
export function PatchPriceTable() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[20rem] text-left">
        <caption className="sr-only">Custom patch prices by quantity — {PATCH_PRICES.note}</caption>
        <TableHead
          className="bg-slate-50 text-sm text-slate-700"
          cellClassName="px-4 py-4 font-semibold sm:px-6"
          columns={[
            { label: 'Quantity' },
            { label: PATCH_PRICES.groups.standard },
            { label: PATCH_PRICES.groups.printed },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {PATCH_PRICES.tiers.map((tier) => (
            <tr key={tier.quantity} className="hover:bg-brand-50/40">
              <th scope="row" className="px-4 py-4 font-semibold whitespace-nowrap text-slate-900 sm:px-6">
                {tier.quantity} pcs
              </th>
              <td className="px-4 py-4 text-lg font-bold text-brand-700 sm:px-6">
                {formatUsd(tier.standard)}
              </td>
              <td className="px-4 py-4 text-lg font-bold text-brand-700 sm:px-6">
                {formatUsd(tier.printed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
