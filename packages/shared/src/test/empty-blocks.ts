import type { Blocks } from '../api.ts';

/**
 * The blocks of an order as the API sends them for the services it is not, written out literally
 * (docs/product.md §Order shape: all four blocks are always present, the unordered ones with empty values) so
 * tests compare against the contract, not against the presenter's own constants. A new object each call: the
 * UI's test orders fill one block in.
 */
export function emptyBlocks(): Blocks {
  return {
    digitizing: {
      orderTitle: '',
      otherInstructions: '',
      attachment: [],
      designName: '',
      designCategory: '',
      designSize: null,
      completeOrder: [],
    },
    vector: {
      orderTitle: '',
      otherInstructions: '',
      attachment: [],
      designName: '',
      designColors: [],
      designCategory: '',
      designSize: null,
      completeOrder: [],
    },
    patches: {
      orderTitle: '',
      otherInstructions: '',
      attachment: [],
      designName: '',
      patchCategory: '',
      designColors: [],
      backing: '',
      designSize: null,
      quantity: null,
      estimatedDeliveryDate: null,
      completeOrder: [],
    },
    customApparel: {
      orderTitle: '',
      otherInstructions: '',
      attachment: [],
      garmentCategory: '',
      garmentColors: [],
      garmentGSM: null,
      sizes: [],
      quantity: null,
      shippingEstimatedTime: null,
      completeOrder: [],
    },
  };
}
