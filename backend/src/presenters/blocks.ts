import type {
  Blocks,
  CustomApparelBlock,
  DesignSize,
  DigitizingBlock,
  FileRef,
  PatchesBlock,
  ServiceKey,
  Size,
  VectorBlock,
} from '@stitchdesk/shared';
import { SIZES } from '@stitchdesk/shared';

/*
 * Stored block fields (jsonb) → the exact block shapes of DESIGN §3. Fields the stored object lacks
 * get the block's empty values: "" for text, [] for lists, null for sizes, numbers and dates.
 */

type Stored = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function designSize(value: unknown): DesignSize | null {
  if (typeof value !== 'object' || value === null) return null;
  const { height, width } = value as Stored;
  const h = numberOrNull(height);
  const w = numberOrNull(width);
  return h === null || w === null ? null : { height: h, width: w };
}

function sizes(value: unknown): { size: Size; quantity: number }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { size, quantity } = entry as Stored;
    const q = numberOrNull(quantity);
    return (SIZES as readonly unknown[]).includes(size) && q !== null
      ? [{ size: size as Size, quantity: q }]
      : [];
  });
}

/** The files of one block: its attachments and delivered file URLs. */
export interface BlockFiles {
  attachment: FileRef[];
  delivered: string[];
}

const NO_FILES: BlockFiles = { attachment: [], delivered: [] };

export function digitizingBlock(stored: Stored, files: BlockFiles = NO_FILES): DigitizingBlock {
  return {
    orderTitle: text(stored.orderTitle),
    otherInstructions: text(stored.otherInstructions),
    attachment: files.attachment,
    designName: text(stored.designName),
    designCategory: text(stored.designCategory),
    designSize: designSize(stored.designSize),
    completeOrder: files.delivered.map((url) => ({ url })),
  };
}

export function vectorBlock(stored: Stored, files: BlockFiles = NO_FILES): VectorBlock {
  return {
    orderTitle: text(stored.orderTitle),
    otherInstructions: text(stored.otherInstructions),
    attachment: files.attachment,
    designName: text(stored.designName),
    designColors: texts(stored.designColors),
    designCategory: text(stored.designCategory),
    designSize: designSize(stored.designSize),
    completeOrder: files.delivered,
  };
}

export function patchesBlock(stored: Stored, files: BlockFiles = NO_FILES): PatchesBlock {
  return {
    orderTitle: text(stored.orderTitle),
    otherInstructions: text(stored.otherInstructions),
    attachment: files.attachment,
    designName: text(stored.designName),
    patchCategory: text(stored.patchCategory),
    designColors: texts(stored.designColors),
    backing: text(stored.backing),
    designSize: designSize(stored.designSize),
    quantity: numberOrNull(stored.quantity),
    estimatedDeliveryDate: dateOrNull(stored.estimatedDeliveryDate),
    completeOrder: files.delivered,
  };
}

export function customApparelBlock(stored: Stored, files: BlockFiles = NO_FILES): CustomApparelBlock {
  return {
    orderTitle: text(stored.orderTitle),
    otherInstructions: text(stored.otherInstructions),
    attachment: files.attachment,
    garmentCategory: text(stored.garmentCategory),
    garmentColors: texts(stored.garmentColors),
    garmentGSM: numberOrNull(stored.garmentGSM),
    sizes: sizes(stored.sizes),
    quantity: numberOrNull(stored.quantity),
    shippingEstimatedTime: dateOrNull(stored.shippingEstimatedTime),
    completeOrder: files.delivered,
  };
}

const BUILDERS = {
  digitizing: digitizingBlock,
  vector: vectorBlock,
  patches: patchesBlock,
  customApparel: customApparelBlock,
} as const;

/** One service's block, filled from `stored` and `files`. */
export function blockOf<K extends ServiceKey>(
  key: K,
  stored: Stored,
  files: BlockFiles = NO_FILES,
): Blocks[K] {
  return BUILDERS[key](stored, files) as Blocks[K];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/*
 * The three empty blocks of every order are the same values each time; a list of 10,000 orders
 * built 30,000 of them (with their arrays) for nothing. They are made once, frozen, and shared.
 */
const EMPTY_BLOCKS: Blocks = deepFreeze({
  digitizing: digitizingBlock({}),
  vector: vectorBlock({}),
  patches: patchesBlock({}),
  customApparel: customApparelBlock({}),
});

/** All four blocks, only `key`'s filled; the others empty (the spec's client reads whichever has a title). */
export function allBlocks(key: ServiceKey, stored: Stored, files: BlockFiles): Blocks {
  return {
    digitizing: key === 'digitizing' ? digitizingBlock(stored, files) : EMPTY_BLOCKS.digitizing,
    vector: key === 'vector' ? vectorBlock(stored, files) : EMPTY_BLOCKS.vector,
    patches: key === 'patches' ? patchesBlock(stored, files) : EMPTY_BLOCKS.patches,
    customApparel: key === 'customApparel' ? customApparelBlock(stored, files) : EMPTY_BLOCKS.customApparel,
  };
}
