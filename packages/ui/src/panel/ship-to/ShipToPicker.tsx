import { useId } from 'react';
import { addressLines } from '@stitchdesk/shared';
import { AddressFields } from '../../components/address/AddressFields.tsx';
import type { ShipToChoice, ShipToState } from './use-ship-to.ts';

function Option({
  name,
  checked,
  onChoose,
  children,
  disabled,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: React.ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <label htmlFor={id} className="min-w-0 text-sm text-slate-800">
        {children}
      </label>
    </div>
  );
}

const same = (a: ShipToChoice, b: ShipToChoice) =>
  a.kind === b.kind && (a.kind !== 'saved' || (b.kind === 'saved' && a.id === b.id));

/**
 * "Ship to": one of the client's saved addresses, a new address, or — on a new order, with none
 * saved — "I'll add it later" (the order then asks for it).
 */
export function ShipToPicker({
  state,
  allowLater,
  disabled,
}: {
  state: ShipToState;
  allowLater: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  const { saved, choice, setChoice } = state;
  const pick = (next: ShipToChoice) => () => setChoice(next);
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 text-base font-semibold text-slate-900">Ship to</legend>
      {saved.map((address) => (
        <Option
          key={address._id}
          name={name}
          checked={same(choice, { kind: 'saved', id: address._id })}
          onChoose={pick({ kind: 'saved', id: address._id })}
        >
          <span className="font-medium">
            <bdi>{address.name}</bdi>
          </span>
          {address.defaultShipping ? <span className="text-slate-500"> (default)</span> : null}
          <span className="block text-slate-600">
            <bdi>{addressLines(address).slice(1).join(', ')}</bdi>
          </span>
        </Option>
      ))}
      <Option name={name} checked={choice.kind === 'new'} onChoose={pick({ kind: 'new' })}>
        A new address
      </Option>
      {choice.kind === 'new' ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <AddressFields
            value={state.draft}
            onChange={state.setDraft}
            errors={state.errors}
            idPrefix={`ship-to-${name}`}
          />
        </div>
      ) : null}
      {allowLater && saved.length === 0 ? (
        <Option name={name} checked={choice.kind === 'later'} onChoose={pick({ kind: 'later' })}>
          I’ll add it later (we ask for it before the goods ship)
        </Option>
      ) : null}
    </fieldset>
  );
}
