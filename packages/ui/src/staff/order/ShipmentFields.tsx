import { CARRIERS, type Carrier, type ShipmentInput } from '@stitchdesk/shared';
import { SelectField, TextField } from '../../components/Field.tsx';

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

/** Carrier (from the list, or another one by name) and tracking number, for goods moving to Shipped. */
export function ShipmentFields({
  draft,
  onChange,
}: {
  draft: ShipmentDraft;
  onChange: (draft: ShipmentDraft) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Shipment</legend>
      <SelectField
        label="Carrier"
        value={draft.carrier}
        onChange={(e) =>
          onChange({ ...draft, carrier: CARRIERS.find((known) => known === e.target.value) ?? '' })
        }
      >
        <option value="">Choose a carrier</option>
        {CARRIERS.map((c) => (
          <option key={c} value={c}>
            {c === 'other' ? 'Other' : c}
          </option>
        ))}
      </SelectField>
      {draft.carrier === 'other' ? (
        <TextField
          label="Carrier name"
          value={draft.carrierName}
          maxLength={100}
          onChange={(e) => onChange({ ...draft, carrierName: e.target.value })}
        />
      ) : null}
      <TextField
        label="Tracking number"
        value={draft.trackingNumber}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => onChange({ ...draft, trackingNumber: e.target.value })}
      />
    </fieldset>
  );
}
