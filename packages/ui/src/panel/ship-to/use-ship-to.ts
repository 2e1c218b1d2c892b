import { useState } from 'react';
import { addressFieldsSchema, type SavedAddress, type ShipToInput } from '@stitchdesk/shared';
import { addressInput, EMPTY_ADDRESS, type AddressDraft } from '../../components/address/address-draft.ts';
import { firstIssues, type FieldErrors } from '../../lib/form-values.ts';
import { useAddresses } from '../addresses/api/get-addresses.ts';

/** Where the client chose to ship: a saved address, a new one typed here, or (none saved) later. */
export type ShipToChoice = { kind: 'saved'; id: string } | { kind: 'new' } | { kind: 'later' };

/**
 * The state of a "Ship to" choice: the client's saved addresses (the default shipping one chosen
 * first). With none saved, a new order starts on "later" (`startLater`: the spec's form places the
 * order as it always did, which then asks for the address) and the order page on a new address.
 * `value()` is what the API is sent; `validate()` shows a new address's errors and says whether it
 * may be sent.
 */
export function useShipTo(enabled = true, { startLater = false } = {}) {
  const addresses = useAddresses(enabled);
  const [chosen, setChoice] = useState<ShipToChoice | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const saved: SavedAddress[] = addresses.data ?? [];
  const preferred = saved.find((address) => address.defaultShipping) ?? saved[0];
  const choice: ShipToChoice =
    chosen && (chosen.kind !== 'saved' || saved.some((address) => address._id === chosen.id))
      ? chosen
      : preferred
        ? { kind: 'saved', id: preferred._id }
        : startLater
          ? { kind: 'later' }
          : { kind: 'new' };

  const value = (): ShipToInput | undefined => {
    if (choice.kind === 'saved') return { addressId: choice.id };
    if (choice.kind === 'later') return undefined;
    const parsed = addressFieldsSchema.safeParse(addressInput(draft));
    return parsed.success ? parsed.data : undefined;
  };

  const validate = (): boolean => {
    if (choice.kind !== 'new') return true;
    const parsed = addressFieldsSchema.safeParse(addressInput(draft));
    setErrors(parsed.success ? {} : firstIssues(parsed.error));
    return parsed.success;
  };

  return {
    saved,
    loading: enabled && addresses.isPending,
    choice,
    setChoice,
    draft,
    setDraft: (next: AddressDraft) => {
      setDraft(next);
      if (Object.keys(errors).length) setErrors({});
    },
    errors,
    value,
    validate,
  };
}

export type ShipToState = ReturnType<typeof useShipTo>;
