import { useState, type FormEvent } from 'react';
import { createAddressSchema, type SavedAddress } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { AddressFields } from '../../components/address/AddressFields.tsx';
import {
  addressInput,
  draftOfAddress,
  EMPTY_ADDRESS,
  type AddressDraft,
} from '../../components/address/address-draft.ts';
import { apiErrorBody } from '../../lib/api-error.ts';
import { firstIssues, type FieldErrors } from '../../lib/form-values.ts';
import { useSaveAddress } from './api/save-address.ts';
import { useUpdateAddress } from './api/update-address.ts';

/** The server's field errors of a refused save, keyed by field, as the form shows its own. */
function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of apiErrorBody(error)?.details ?? []) errors[detail.path] ??= detail.message;
  return errors;
}

/** Adds an address, or edits `address`; checked with the API's own schema before it is sent. */
export function AddressForm({
  address,
  idPrefix,
  onDone,
}: {
  address?: SavedAddress;
  idPrefix: string;
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<AddressDraft>(address ? draftOfAddress(address) : EMPTY_ADDRESS);
  const [defaultShipping, setDefaultShipping] = useState(address?.defaultShipping ?? false);
  const [defaultBilling, setDefaultBilling] = useState(address?.defaultBilling ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAddress();
  const update = useUpdateAddress();
  const pending = save.isPending || update.isPending;
  const failed = save.error ?? update.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...addressInput(draft), defaultShipping, defaultBilling };
    const parsed = createAddressSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error));
      return;
    }
    setErrors({});
    const done = { onSuccess: (answer: { message: string }) => onDone(answer.message) };
    const refused = { onError: (error: unknown) => setErrors(serverFieldErrors(error)) };
    if (address) update.mutate({ id: address._id, ...body }, { ...done, ...refused });
    else save.mutate(body, { ...done, ...refused });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <AddressFields value={draft} onChange={setDraft} errors={errors} idPrefix={idPrefix} />
      <div className="flex flex-col gap-2">
        <CheckboxField
          label="Default shipping address"
          checked={defaultShipping}
          onChange={setDefaultShipping}
        />
        <CheckboxField
          label="Default billing address"
          checked={defaultBilling}
          onChange={setDefaultBilling}
        />
      </div>
      <RequestError error={failed} fallback="The address could not be saved" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {address ? 'Save changes' : 'Save address'}
        </SubmitButton>
        <Button variant="ghost" onClick={() => onDone('')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
