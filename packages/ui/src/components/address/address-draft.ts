import type { Address, AddressFieldsInput } from '@stitchdesk/shared';

/** An address form's values, every one a string as the controls hold them. */
export interface AddressDraft {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
};

export const draftOfAddress = (address: Address): AddressDraft => ({ ...address });

/** The draft as the API's address fields (the shared schema trims and checks them). */
export const addressInput = (draft: AddressDraft): AddressFieldsInput => ({ ...draft });
