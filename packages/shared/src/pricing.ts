import type { ServiceKey } from './services.ts';

/** The published price tables (docs/product.md §Prices). Amounts in whole US dollars. */

export interface MonthlyPlan {
  name: 'Silver' | 'Gold' | 'Diamond' | 'Platinum';
  price: number;
  includes: string;
}

export const VECTOR_PRICES = {
  flat: [
    { name: 'Regular', amount: 10, description: 'Simple artwork' },
    { name: 'Standard', amount: 15, description: 'DTF, DTG, separations' },
    { name: 'Complex', amount: 25, description: 'Halftone, detailed, engraving' },
  ],
  monthly: [
    { name: 'Silver', price: 500, includes: '50 designs' },
    { name: 'Gold', price: 800, includes: '100 designs' },
    { name: 'Diamond', price: 1000, includes: '150 designs' },
    { name: 'Platinum', price: 2000, includes: 'Personal designer, unlimited designs' },
  ] satisfies MonthlyPlan[],
} as const;

export const DIGITIZING_PRICES = {
  note: 'Flat rates, unlimited stitches',
  flat: [
    { name: 'Standard left chest, caps, hats', amount: 10, unit: 'each' },
    { name: '3D puff and applique left chest and caps', amount: 12, unit: 'each' },
    { name: 'Jacket backs', amount: 30, unit: 'each' },
    { name: 'Jacket back digitizing', amount: 25, maxAmount: 30, unit: 'each' },
  ],
  monthly: [
    { name: 'Silver', price: 500, includes: '50 left chests and 10 jacket backs' },
    { name: 'Gold', price: 800, includes: '80 left chests and 15 jacket backs' },
    { name: 'Diamond', price: 1000, includes: '120 left chests and 30 jacket backs' },
    { name: 'Platinum', price: 2000, includes: 'Unlimited' },
  ] satisfies MonthlyPlan[],
} as const;

export const PATCH_MAX_INCHES = 6;
export const PATCH_MIN_PIECES = 10;

export const PATCH_PRICES = {
  note: 'Up to 6 inches, free shipping',
  groups: {
    standard: 'Embroidery, chenille, woven, leather',
    printed: 'Sublimation and PVC',
  },
  tiers: [
    { quantity: 10, standard: 90, printed: 110 },
    { quantity: 25, standard: 110, printed: 130 },
    { quantity: 50, standard: 150, printed: 180 },
    { quantity: 100, standard: 190, printed: 220 },
    { quantity: 200, standard: 250, printed: 280 },
  ],
} as const;

export type Estimate = {
  /** The lowest and highest price in US dollars (equal for a flat rate). */
  min: number;
  max: number;
  /** What the figure is, in words shown beside it. */
  basis: string;
};

function flat(amount: number, basis: string, maxAmount = amount): Estimate {
  return { min: amount, max: maxAmount, basis };
}

export interface EstimateInput {
  designCategory?: string;
  patchCategory?: string;
  quantity?: number | null;
  designSize?: { height?: number; width?: number } | null;
}

/**
 * An instant estimate from the published tables, or null where they do not cover the choice
 * (custom apparel, patches over 6 inches or over 200 pieces): those are quoted by staff.
 */
export function estimate(service: ServiceKey, input: EstimateInput): Estimate | null {
  switch (service) {
    case 'digitizing':
      switch (input.designCategory) {
        case 'Left Chest':
          return flat(10, 'Standard left chest, flat rate');
        case '3D Puffs':
          return flat(12, '3D puff, flat rate');
        case 'Applique':
          return flat(12, 'Applique, flat rate');
        case 'Jacket Back':
          return flat(25, 'Jacket back, flat rate', 30);
        default:
          return null;
      }
    case 'vector':
      switch (input.designCategory) {
        case 'Normal':
          return flat(10, 'Regular vector, flat rate');
        case 'Color Separation':
        case '4 Color CMYK':
          return flat(15, 'Standard vector (separations), flat rate');
        case 'Halftones':
          return flat(25, 'Complex vector (halftone), flat rate');
        default:
          return null;
      }
    case 'patches': {
      const group = patchGroup(input.patchCategory);
      const quantity = input.quantity ?? 0;
      if (!group || !Number.isFinite(quantity) || quantity < 1) return null;
      const { height = 0, width = 0 } = input.designSize ?? {};
      if (height > PATCH_MAX_INCHES || width > PATCH_MAX_INCHES) return null;
      // Tiers are packages: the price is that of the smallest package holding the quantity,
      // and the minimum order is 10 pieces.
      const tier = PATCH_PRICES.tiers.find((t) => t.quantity >= Math.max(quantity, PATCH_MIN_PIECES));
      if (!tier) return null;
      return flat(tier[group], `${tier.quantity} pcs package, free shipping`);
    }
    case 'customApparel':
      return null;
  }
}

function patchGroup(category: string | undefined): 'standard' | 'printed' | null {
  switch (category) {
    case 'Embroidery Patch':
    case 'Embroidery Puff Patch':
    case 'Chenille Patch':
    case 'Woven Patch':
    case 'Leather Patch':
      return 'standard';
    case 'Sublimation Patch':
    case 'PVC Patch':
      return 'printed';
    default:
      return null;
  }
}

export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

export function formatEstimate(e: Estimate): string {
  return e.min === e.max ? formatUsd(e.min) : `${formatUsd(e.min)} to ${formatUsd(e.max)}`;
}
