import { useMemo } from 'react';
import { countryChoices } from '@stitchdesk/shared';
import { SelectField, TextField } from '../Field.tsx';
import type { FieldErrors } from '../../lib/form-values.ts';
import type { AddressDraft } from './address-draft.ts';

/**
 * The fields of an address (the address book's form, and a new ship-to on an order form): each
 * labelled, with the browser's address autofill names, and each field's error under it.
 */
export function AddressFields({
  value,
  onChange,
  errors = {},
  idPrefix,
}: {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors?: FieldErrors;
  /** Keeps ids unique when two address forms are on one page. */
  idPrefix: string;
}) {
  const countries = useMemo(countryChoices, []);
  const field = (name: keyof AddressDraft) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: value[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <TextField label="Company (optional)" autoComplete="organization" {...field('company')} />
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        required
        className="sm:col-span-2"
        {...field('line1')}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        className="sm:col-span-2"
        {...field('line2')}
      />
      <TextField label="City" autoComplete="address-level2" required {...field('city')} />
      <TextField label="State or region (optional)" autoComplete="address-level1" {...field('region')} />
      <TextField label="Postal code" autoComplete="postal-code" required {...field('postalCode')} />
      <SelectField label="Country" autoComplete="country" {...field('country')}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
    </div>
  );
}
