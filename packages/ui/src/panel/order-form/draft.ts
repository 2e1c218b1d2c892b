import type { Blocks, FileRef, ServiceKey, Size } from '@stitchdesk/shared';
import { SIZES } from '@stitchdesk/shared';

export interface SizeDraft {
  size: Size;
  quantity: string;
}

/**
 * What the four forms edit, as the inputs hold it (text). One shape for every service: each form
 * shows only its own fields, and `toBlockInput` picks the service's block out of it.
 */
export interface OrderDraft {
  orderTitle: string;
  designName: string;
  otherInstructions: string;
  designCategory: string;
  patchCategory: string;
  garmentCategory: string;
  backing: string;
  height: string;
  width: string;
  quantity: string;
  garmentGSM: string;
  colors: string[];
  sizes: SizeDraft[];
  /** Patches' estimatedDeliveryDate or apparel's shippingEstimatedTime, `YYYY-MM-DD`. */
  date: string;
  /** Digitizing and vector only: the design goes first in the queue. */
  superRush: boolean;
}

export function emptyDraft(): OrderDraft {
  return {
    orderTitle: '',
    designName: '',
    otherInstructions: '',
    designCategory: '',
    patchCategory: '',
    garmentCategory: '',
    backing: '',
    height: '',
    width: '',
    quantity: '',
    garmentGSM: '',
    colors: [],
    sizes: [],
    date: '',
    superRush: false,
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/**
 * The edit form starts from the order's block (docs/product.md §New order and edit forms) and its Super Rush
 * choice.
 */
export function draftFromBlocks(blocks: Blocks & { superRush?: boolean }, service: ServiceKey): OrderDraft {
  const draft = emptyDraft();
  draft.superRush = blocks.superRush ?? false;
  const base = blocks[service];
  draft.orderTitle = base.orderTitle;
  draft.otherInstructions = base.otherInstructions ?? '';
  switch (service) {
    case 'digitizing': {
      const b = blocks.digitizing;
      return {
        ...draft,
        designName: b.designName ?? '',
        designCategory: b.designCategory,
        height: text(b.designSize?.height),
        width: text(b.designSize?.width),
      };
    }
    case 'vector': {
      const b = blocks.vector;
      return {
        ...draft,
        designName: b.designName ?? '',
        designCategory: b.designCategory,
        colors: [...(b.designColors ?? [])],
        height: text(b.designSize?.height),
        width: text(b.designSize?.width),
      };
    }
    case 'patches': {
      const b = blocks.patches;
      return {
        ...draft,
        designName: b.designName ?? '',
        patchCategory: b.patchCategory,
        backing: b.backing,
        colors: [...(b.designColors ?? [])],
        height: text(b.designSize?.height),
        width: text(b.designSize?.width),
        quantity: text(b.quantity),
        date: day(b.estimatedDeliveryDate),
      };
    }
    case 'customApparel': {
      const b = blocks.customApparel;
      return {
        ...draft,
        garmentCategory: b.garmentCategory,
        colors: [...(b.garmentColors ?? [])],
        garmentGSM: text(b.garmentGSM),
        sizes: (b.sizes ?? []).map((s) => ({ size: s.size, quantity: String(s.quantity) })),
        date: day(b.shippingEstimatedTime),
      };
    }
  }
}

/** An empty input is "not given" (so the schema says "required", never "must be a number"). */
const given = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The block the schemas check and the API receives. Numbers stay as typed text: the shared schemas
 * read numeric strings (docs/product.md §Order shape) and their parsed output carries numbers.
 * `sizeOptional`: the edit schemas allow leaving the design size out entirely.
 */
export function toBlockInput(
  service: ServiceKey,
  draft: OrderDraft,
  attachment: readonly FileRef[],
  { sizeOptional = false }: { sizeOptional?: boolean } = {},
): Record<string, unknown> {
  const noSize = sizeOptional && !given(draft.height) && !given(draft.width);
  const designSize = noSize ? undefined : { height: given(draft.height), width: given(draft.width) };
  const common = {
    orderTitle: draft.orderTitle,
    otherInstructions: draft.otherInstructions,
    attachment: [...attachment],
  };
  switch (service) {
    case 'digitizing':
      return {
        ...common,
        designName: draft.designName,
        designCategory: given(draft.designCategory),
        designSize,
        superRush: draft.superRush,
      };
    case 'vector':
      return {
        ...common,
        designName: draft.designName,
        designCategory: given(draft.designCategory),
        designColors: draft.colors,
        designSize,
        superRush: draft.superRush,
      };
    case 'patches':
      return {
        ...common,
        designName: draft.designName,
        patchCategory: given(draft.patchCategory),
        designColors: draft.colors,
        backing: given(draft.backing),
        designSize,
        quantity: given(draft.quantity),
        estimatedDeliveryDate: given(draft.date),
      };
    case 'customApparel':
      return {
        ...common,
        garmentCategory: given(draft.garmentCategory),
        garmentColors: draft.colors,
        garmentGSM: given(draft.garmentGSM),
        sizes: draft.sizes.map((s) => ({ size: s.size, quantity: s.quantity })),
        shippingEstimatedTime: given(draft.date),
      };
  }
}

/**
 * docs/product.md §Validation, sizes: ticking sets quantity 1, unticking removes; a quantity of 0 or empty
 * removes the size, any other typed quantity (re)adds it. The list keeps the catalogue's size order.
 */
export function setSizeQuantity(sizes: readonly SizeDraft[], size: Size, quantity: string): SizeDraft[] {
  const rest = sizes.filter((s) => s.size !== size);
  const n = Number(quantity);
  if (quantity.trim() === '' || (Number.isFinite(n) && n <= 0)) return rest;
  return [...rest, { size, quantity }].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
}

export function toggleSize(sizes: readonly SizeDraft[], size: Size, checked: boolean): SizeDraft[] {
  return setSizeQuantity(sizes, size, checked ? '1' : '');
}
