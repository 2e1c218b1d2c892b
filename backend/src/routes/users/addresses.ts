import * as contract from '@stitchdesk/shared';
import {
  ADDRESS_NOT_FOUND,
  createAddressSchema,
  MAX_ADDRESSES_PER_USER,
  updateAddressSchema,
  type AddressResponse,
  type AddressesResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { presentAddress } from '../../presenters/address.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../services/accounts/addresses.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';

export const ADDRESS_SAVED = 'Address saved';
export const ADDRESS_UPDATED = 'Address updated';

const idParams = z.object({ id: uuidParam(ADDRESS_NOT_FOUND, 'Address id') });

/**
 * A client's address book: where goods ship and invoices are billed to. Each client sees and
 * changes only their own; one default shipping and one default billing address at most.
 */
export function addressesRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/user/addresses',
      summary: 'The caller’s addresses, the default shipping one first',
      tag: 'Accounts',
      access: 'client',
      responses: { 200: { description: 'Addresses', schema: contract.addressesResponseSchema } },
    },
    async (ctx) => {
      const rows = await listAddresses(db, ctx.state.user.id);
      ctx.body = { addresses: rows.map(presentAddress) } satisfies AddressesResponse;
    },
  );

  const create = defineRoute(
    {
      method: 'post',
      path: '/user/addresses',
      summary: `Add an address (at most ${MAX_ADDRESSES_PER_USER}); the first becomes the default of both kinds`,
      tag: 'Accounts',
      access: 'client',
      body: createAddressSchema,
      responses: {
        201: { description: 'Saved', schema: contract.addressResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const row = await createAddress(db, ctx.state.user.id, ctx.input.body);
      ctx.status = 201;
      ctx.body = { message: ADDRESS_SAVED, address: presentAddress(row) } satisfies AddressResponse;
    },
  );

  const update = defineRoute(
    {
      method: 'patch',
      path: '/user/addresses/:id',
      summary: 'Change an address, or make it the default shipping or billing address',
      tag: 'Accounts',
      access: 'client',
      params: idParams,
      body: updateAddressSchema,
      responses: { 200: { description: 'Updated', schema: contract.addressResponseSchema } },
    },
    async (ctx) => {
      const row = await updateAddress(db, ctx.state.user.id, ctx.input.params.id, ctx.input.body);
      ctx.body = { message: ADDRESS_UPDATED, address: presentAddress(row) } satisfies AddressResponse;
    },
  );

  const remove = defineRoute(
    {
      method: 'delete',
      path: '/user/addresses/:id',
      summary: 'Delete an address (orders keep the copy they were given)',
      tag: 'Accounts',
      access: 'client',
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
    },
    async (ctx) => {
      await deleteAddress(db, ctx.state.user.id, ctx.input.params.id);
      ctx.status = 204;
    },
  );

  return [list, create, update, remove];
}
