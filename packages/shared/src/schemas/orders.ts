import { z } from 'zod';
import {
  APPAREL_COLORS,
  BACKINGS,
  DIGITIZING_CATEGORIES,
  GARMENT_CATEGORIES,
  PATCH_CATEGORIES,
  PATCH_COLORS,
  SIZES,
  VECTOR_CATEGORIES,
  isPaletteHex,
  type NamedColor,
} from '../catalog.ts';
import { SERVICE_KEYS, type ServiceKey } from '../services.ts';
import {
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
  dateNotBefore,
  enumField,
  keptText,
  optionalText,
  requiredNumber,
  requiredText,
} from './fields.ts';
import { text } from './text.ts';
import { isRecord } from '../is-record.ts';

/** Most files one order or revision may carry. */
export const MAX_ATTACHMENTS = 50;

export const attachmentSchema = z.object({
  url: text().trim().min(1).max(2000),
  name: text().trim().min(1).max(255),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const attachments = (required: boolean) => {
  const list = z.array(attachmentSchema).max(MAX_ATTACHMENTS, { error: `At most ${MAX_ATTACHMENTS} files` });
  return required ? list.min(1, { error: 'Attach at least one file' }) : list.optional().default([]);
};

const designSize = z.object(
  {
    height: requiredNumber('Design height', { min: 0, max: 10_000 }),
    width: requiredNumber('Design width', { min: 0, max: 10_000 }),
  },
  { error: 'Design size is required' },
);

function colors(palette: readonly NamedColor[]) {
  return z
    .array(
      z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are hex values like #ff0000' })
        .transform((hex) => hex.toLowerCase())
        .refine((hex) => isPaletteHex(palette, hex), { error: 'Choose colours from the palette' }),
    )
    .max(palette.length)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]);
}

const sizeEntry = z.object({
  size: enumField('Size', SIZES),
  quantity: requiredNumber('Quantity', { min: 1, int: true, max: 100_000 }),
});

const sizes = z
  .array(sizeEntry)
  .max(SIZES.length)
  .optional()
  .default([])
  .refine((list) => new Set(list.map((s) => s.size)).size === list.length, { error: 'Each size once' });

const common = (attachmentRequired: boolean) => ({
  orderTitle: requiredText('Order title'),
  otherInstructions: optionalText(MAX_LONG_TEXT),
  attachment: attachments(attachmentRequired),
});

/*
 * In a revision an omitted text keeps the order's value, so it has no default (keptText): a
 * default of "" would erase what the client did not mean to change.
 */

const revisionCommon = () => ({
  ...common(false),
  otherInstructions: keptText(MAX_LONG_TEXT),
});

/** "A Super Rush option makes a design the first priority" (FAQ): digitizing and vector only, off when absent. */
const superRush = z
  .boolean({ error: 'Super Rush must be true or false' })
  .optional()
  .describe('Put the design first in the queue (the due time stays the same)');

/** Custom apparel's own fields: the same, all required, in a new order and in a revision. */
const apparelFields = (earliestDate: string) => ({
  garmentCategory: enumField('Garment category', GARMENT_CATEGORIES),
  garmentColors: colors(APPAREL_COLORS),
  garmentGSM: requiredNumber('Garment GSM', { min: 0, max: 10_000 }),
  sizes,
  shippingEstimatedTime: dateNotBefore('Estimated delivery date', earliestDate),
});

/** Options that differ between where a schema runs: the form (local today) and the server (slack). */
export interface OrderSchemaOptions {
  /** The earliest acceptable delivery date, `YYYY-MM-DD`. */
  earliestDate: string;
}

/**
 * The create-order block of each service (docs/product.md §Order shape for the fields, §Validation for the
 * rules).
 */
export function createOrderBlockSchemas({ earliestDate }: OrderSchemaOptions) {
  return {
    digitizing: z.object({
      ...common(true),
      designName: optionalText(),
      designCategory: enumField('Design category', DIGITIZING_CATEGORIES),
      designSize,
      superRush,
    }),
    vector: z.object({
      ...common(true),
      designName: optionalText(),
      designCategory: enumField('Design category', VECTOR_CATEGORIES),
      designColors: colors(APPAREL_COLORS),
      designSize,
      superRush,
    }),
    patches: z.object({
      ...common(true),
      designName: optionalText(),
      patchCategory: enumField('Patch category', PATCH_CATEGORIES),
      designColors: colors(PATCH_COLORS),
      backing: enumField('Backing', BACKINGS),
      designSize,
      quantity: requiredNumber('Quantity', { min: 1, int: true, max: 1_000_000 }),
      estimatedDeliveryDate: dateNotBefore('Delivery date', earliestDate),
    }),
    customApparel: z.object({
      ...common(true),
      ...apparelFields(earliestDate),
    }),
  } satisfies Record<ServiceKey, z.ZodType>;
}

/**
 * The edit (revision) block of each service (docs/product.md §Validation, "Edits"): category required in
 * apparel and vector, GSM and date required in apparel, the patch date optional but not before today.
 * Attachments are optional: a revision may add reference files or keep the order's.
 */
export function revisionBlockSchemas({ earliestDate }: OrderSchemaOptions) {
  const optionalSize = z
    .object({
      height: requiredNumber('Design height', { min: 0, max: 10_000 }),
      width: requiredNumber('Design width', { min: 0, max: 10_000 }),
    })
    .optional();
  return {
    digitizing: z.object({
      ...revisionCommon(),
      designName: keptText(MAX_SHORT_TEXT),
      designCategory: enumField('Design category', DIGITIZING_CATEGORIES).optional(),
      designSize: optionalSize,
    }),
    vector: z.object({
      ...revisionCommon(),
      designName: keptText(MAX_SHORT_TEXT),
      designCategory: enumField('Design category', VECTOR_CATEGORIES),
      designColors: colors(APPAREL_COLORS),
      designSize: optionalSize,
    }),
    patches: z.object({
      ...revisionCommon(),
      designName: keptText(MAX_SHORT_TEXT),
      patchCategory: enumField('Patch category', PATCH_CATEGORIES).optional(),
      designColors: colors(PATCH_COLORS),
      backing: enumField('Backing', BACKINGS).optional(),
      designSize: optionalSize,
      quantity: requiredNumber('Quantity', { min: 1, int: true, max: 1_000_000 }).optional(),
      estimatedDeliveryDate: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        dateNotBefore('Delivery date', earliestDate).optional(),
      ),
    }),
    customApparel: z.object({
      ...revisionCommon(),
      ...apparelFields(earliestDate),
    }),
  } satisfies Record<ServiceKey, z.ZodType>;
}

/*
 * What an order keeps of its block (orders.details; a revision's changes likewise): the create
 * block without its attachments (rows in `files`) and without Super Rush (a column), plus custom
 * apparel's total quantity. Read leniently, so rows stored by earlier versions still read: a field
 * that is missing or of another shape reads as the block's empty value ("" for text, [] for lists,
 * null for sizes, numbers and dates), and fields no longer known are dropped.
 */
const storedText = z.string().catch('');
const storedNumber = z.number().nullable().catch(null);
const storedDate = z
  .string()
  .nullable()
  .catch(null)
  .transform((date) => (date === '' ? null : date));
const storedTexts = z
  .array(z.unknown())
  .catch([])
  .transform((list) => list.filter((item): item is string => typeof item === 'string'));
const storedDesignSize = z.object({ height: z.number(), width: z.number() }).nullable().catch(null);
const storedSizeEntry = z.object({ size: z.enum(SIZES), quantity: z.number() });
const storedSizes = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((entry) => {
      const parsed = storedSizeEntry.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );
const storedCommon = { orderTitle: storedText, otherInstructions: storedText };

export const storedBlockSchemas = {
  digitizing: z.object({
    ...storedCommon,
    designName: storedText,
    designCategory: storedText,
    designSize: storedDesignSize,
  }),
  vector: z.object({
    ...storedCommon,
    designName: storedText,
    designColors: storedTexts,
    designCategory: storedText,
    designSize: storedDesignSize,
  }),
  patches: z.object({
    ...storedCommon,
    designName: storedText,
    patchCategory: storedText,
    designColors: storedTexts,
    backing: storedText,
    designSize: storedDesignSize,
    quantity: storedNumber,
    estimatedDeliveryDate: storedDate,
  }),
  customApparel: z.object({
    ...storedCommon,
    garmentCategory: storedText,
    garmentColors: storedTexts,
    garmentGSM: storedNumber,
    sizes: storedSizes,
    quantity: storedNumber,
    shippingEstimatedTime: storedDate,
  }),
} satisfies {
  // Every field of the create block is kept (a new one fails here until it is): all but these.
  [K in ServiceKey]: z.ZodObject<
    Record<
      Exclude<keyof z.output<ReturnType<typeof createOrderBlockSchemas>[K]>, 'attachment' | 'superRush'>,
      z.ZodType
    >
  >;
};

/** A service's stored block, as read (see storedBlockSchemas). */
export type StoredBlock<K extends ServiceKey = ServiceKey> = z.output<(typeof storedBlockSchemas)[K]>;

function readLeniently<T>(schema: z.ZodType<T>, stored: unknown): T {
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : schema.parse({});
}

const sizeNames: ReadonlySet<unknown> = new Set(SIZES);
const hasKeys = (value: Record<string, unknown>, count: number) => Object.keys(value).length === count;
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/**
 * For each stored field's schema: whether a value is already what reading it gives (so the lenient
 * read would hand back an equal value). A row written by this version passes every check.
 */
const alreadyRead = new Map<z.ZodType, (value: unknown) => boolean>([
  [storedText, (value) => typeof value === 'string'],
  [storedNumber, (value) => value === null || isFiniteNumber(value)],
  [storedDate, (value) => value === null || (typeof value === 'string' && value !== '')],
  [storedTexts, (value) => Array.isArray(value) && value.every((item) => typeof item === 'string')],
  [
    storedDesignSize,
    (value) =>
      value === null ||
      (isRecord(value) && hasKeys(value, 2) && isFiniteNumber(value.height) && isFiniteNumber(value.width)),
  ],
  [
    storedSizes,
    (value) =>
      Array.isArray(value) &&
      value.every(
        (entry) =>
          isRecord(entry) && hasKeys(entry, 2) && sizeNames.has(entry.size) && isFiniteNumber(entry.quantity),
      ),
  ],
]);

/**
 * `schema`'s reader of rows this version wrote: every field the row has is known and already what
 * reading it gives, so the block is the empty block with the row's fields over it (what zod's
 * lenient read would make, at a fraction of its cost: a first build of a 10,000-order list spent
 * some 40 ms in zod re-reading such rows). Null for a row that needs mending (an unknown field, a
 * value of another shape: rows of earlier versions), or when a field of the schema has no check.
 */
function currentRowReader<T>(schema: z.ZodObject & z.ZodType<T>): ((stored: unknown) => T | null) | null {
  const checks = new Map<string, (value: unknown) => boolean>();
  for (const [key, field] of Object.entries(schema.shape)) {
    const check = alreadyRead.get(field);
    if (!check) return null;
    checks.set(key, check);
  }
  // Every row without a list field gets this block's list: frozen, so no reader can change another's.
  const empty = schema.parse({});
  for (const value of Object.values(empty)) if (Array.isArray(value)) Object.freeze(value);
  const isCurrent = (stored: unknown): stored is Partial<T> => {
    if (!isRecord(stored)) return false;
    for (const key in stored) if (checks.get(key)?.(stored[key]) !== true) return false;
    return true;
  };
  return (stored) => (isCurrent(stored) ? { ...empty, ...stored } : null);
}

/** `schema`'s reader: a row this version wrote checked field by field, any other leniently through zod. */
function storedReader<T>(schema: z.ZodObject & z.ZodType<T>): (stored: unknown) => T {
  const current = currentRowReader(schema);
  return (stored) => current?.(stored) ?? readLeniently(schema, stored);
}

const storedReaders: { [K in ServiceKey]: (stored: unknown) => StoredBlock<K> } = {
  digitizing: storedReader(storedBlockSchemas.digitizing),
  vector: storedReader(storedBlockSchemas.vector),
  patches: storedReader(storedBlockSchemas.patches),
  customApparel: storedReader(storedBlockSchemas.customApparel),
};

/** Reads a stored block of `key`'s service; anything but an object reads as the empty block. */
export function readStoredBlock<K extends ServiceKey>(key: K, stored: unknown): StoredBlock<K> {
  return storedReaders[key](stored);
}

type CreateSchemas = ReturnType<typeof createOrderBlockSchemas>;
type RevisionSchemas = ReturnType<typeof revisionBlockSchemas>;
export type CreateBlockInput<K extends ServiceKey> = z.input<CreateSchemas[K]>;
export type CreateBlock<K extends ServiceKey> = z.output<CreateSchemas[K]>;
export type RevisionBlock<K extends ServiceKey> = z.output<RevisionSchemas[K]>;
export type RevisionBlockInput<K extends ServiceKey> = z.input<RevisionSchemas[K]>;

/**
 * A request body is `{ <key>: block }` with exactly the service's key (docs/product.md §API). Returns a
 * schema that unwraps it, so a body keyed by another service is refused with a clear message.
 */
export function keyedBody<S extends z.ZodType>(key: ServiceKey, block: S) {
  return z
    .object({ [key]: block } as Record<string, S>, { error: `The body must be an object keyed "${key}"` })
    .transform((body) => body[key] as z.output<S>);
}

export { SERVICE_KEYS };
