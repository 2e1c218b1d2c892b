import { useId } from 'react';
import { CARRIERS, type Carrier, type ShipmentInput } from '@stitchdesk/shared';

export interface ShipmentDraft {
  carrier: Carrier | '';
  carrierName: string;
  trackingNumber: string;
}

export const EMPTY_SHIPMENT: ShipmentDraft = { carrier: '', carrierName: '', trackingNumber: '' };

/** The shipment the form describes, or null while something it needs is missing. */
export function shipmentOf(draft: ShipmentDraft): ShipmentInput | null {
  const trackingNumber = draft.trackingNumber.trim();
  if (!draft.carrier || !trackingNumber) return null;
  if (draft.carrier !== 'other') return { carrier: draft.carrier, trackingNumber };
  const carrierName = draft.carrierName.trim();
  return carrierName ? { carrier: 'other', carrierName, trackingNumber } : null;
}

const FIELD =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none';

/** Carrier (from the list, or another one by name) and tracking number, for goods moving to Shipped. */
export function ShipmentFields({
  draft,
  onChange,
}: {
  draft: ShipmentDraft;
  onChange: (draft: ShipmentDraft) => void;
}) {
  const carrierId = useId();
  const nameId = useId();
  const trackingId = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Shipment</legend>
      <label htmlFor={carrierId} className="text-sm font-medium text-slate-800">
        Carrier
      </label>
      <select
        id={carrierId}
        value={draft.carrier}
        onChange={(e) =>
          onChange({ ...draft, carrier: CARRIERS.find((known) => known === e.target.value) ?? '' })
        }
        className={FIELD}
      >
        <option value="">Choose a carrier</option>
        {CARRIERS.map((c) => (
          <option key={c} value={c}>
            {c === 'other' ? 'Other' : c}
          </option>
        ))}
      </select>
      {draft.carrier === 'other' ? (
        <>
          <label htmlFor={nameId} className="text-sm font-medium text-slate-800">
            Carrier name
          </label>
          <input
            id={nameId}
            value={draft.carrierName}
            maxLength={100}
            onChange={(e) => onChange({ ...draft, carrierName: e.target.value })}
            className={FIELD}
          />
        </>
      ) : null}
      <label htmlFor={trackingId} className="text-sm font-medium text-slate-800">
        Tracking number
      </label>
      <input
        id={trackingId}
        value={draft.trackingNumber}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => onChange({ ...draft, trackingNumber: e.target.value })}
        className={FIELD}
      />
    </fieldset>
  );
}
