import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { MAX_ADDRESSES_PER_USER, type SavedAddress } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmRemoval } from '../../components/ConfirmRemoval.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { AddressText } from '../../components/address/AddressText.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';
import { errorMessage } from '../../lib/http.ts';
import { AddressForm } from './AddressForm.tsx';
import { useAddresses } from './api/get-addresses.ts';
import { useDeleteAddress } from './api/delete-address.ts';
import { useUpdateAddress } from './api/update-address.ts';

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {children}
    </span>
  );
}

function AddressCard({ address }: { address: SavedAddress }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  const headingId = `address-${address._id}`;

  const makeDefault = (kind: 'defaultShipping' | 'defaultBilling', label: string) =>
    update.mutate(
      { id: address._id, [kind]: true },
      {
        onSuccess: () => toast.success(`${label} address changed`),
        onError: (error) => toast.error(errorMessage(error, 'The address could not be changed')),
      },
    );

  return (
    <Card labelledBy={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          <bdi>{address.name}</bdi>
          {address.company ? (
            <span className="font-normal text-slate-600">
              {' '}
              · <bdi>{address.company}</bdi>
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {address.defaultShipping ? <Badge>Default shipping</Badge> : null}
          {address.defaultBilling ? <Badge>Default billing</Badge> : null}
        </div>
      </div>
      {editing ? (
        <div className="mt-4">
          <AddressForm
            address={address}
            idPrefix={`edit-${address._id}`}
            onDone={(message) => {
              setEditing(false);
              if (message) toast.success(message);
            }}
          />
        </div>
      ) : (
        <>
          <AddressText address={address} className="mt-3" />
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
            {address.defaultShipping ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={update.isPending}
                onClick={() => makeDefault('defaultShipping', 'Default shipping')}
              >
                Ship here by default
              </Button>
            )}
            {address.defaultBilling ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={update.isPending}
                onClick={() => makeDefault('defaultBilling', 'Default billing')}
              >
                Bill here by default
              </Button>
            )}
            {confirming ? (
              <ConfirmRemoval
                question={`Delete the address of ${address.name}?`}
                confirmLabel="Delete"
                pendingLabel="Deleting…"
                pending={remove.isPending}
                onConfirm={() =>
                  remove.mutate(address._id, {
                    onSuccess: () => toast.success('Address deleted'),
                    onError: (error) => toast.error(errorMessage(error, 'The address could not be deleted')),
                  })
                }
                onKeep={() => setConfirming(false)}
                inline
              >
                Delete this address?
              </ConfirmRemoval>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}

/**
 * clientpanel/profile/addresses — the client's address book: where goods ship (the patches and
 * apparel forms offer these addresses) and what invoices are billed to.
 */
export default function AddressesPage() {
  const { data, isPending, error } = useAddresses();
  const [adding, setAdding] = useState(false);
  useLoadErrorToast(error, 'Error fetching your addresses', 'addresses-error');

  if (isPending) return <Loading text="Loading..." />;
  const addresses = data ?? [];
  const full = addresses.length >= MAX_ADDRESSES_PER_USER;

  return (
    <>
      <PageHeading title="Addresses">
        <Link to="/clientpanel/profile" className="text-sm font-medium text-brand-700 underline">
          Back to profile
        </Link>
      </PageHeading>
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <p className="text-sm text-slate-600">
          Where we ship patches and apparel, and who the invoice is for. An order keeps the address it was
          shipped to, even if you change it here later.
        </p>
        {adding ? (
          <Card labelledBy="new-address-heading">
            <h2 id="new-address-heading" className="mb-4 text-lg font-semibold text-slate-900">
              New address
            </h2>
            <AddressForm
              idPrefix="new-address"
              onDone={(message) => {
                setAdding(false);
                if (message) toast.success(message);
              }}
            />
          </Card>
        ) : (
          <div>
            <Button onClick={() => setAdding(true)} disabled={full}>
              Add an address
            </Button>
            {full ? (
              <p className="mt-2 text-sm text-slate-600">
                You can keep {MAX_ADDRESSES_PER_USER} addresses; delete one to add another.
              </p>
            ) : null}
          </div>
        )}
        {addresses.length === 0 && !adding ? (
          <p className="text-slate-600">No addresses yet.</p>
        ) : (
          addresses.map((address) => <AddressCard key={address._id} address={address} />)
        )}
      </div>
    </>
  );
}
