/**
 * The three unordered blocks of every order, written out literally (DESIGN §3: all four blocks are
 * always present, the unordered ones with empty values) so tests compare against the contract, not
 * against the presenter's own constants.
 */
export const EMPTY_BLOCKS = {
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
