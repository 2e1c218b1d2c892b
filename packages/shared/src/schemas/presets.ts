import { z } from 'zod';
import { SERVICE_KEYS, SERVICE_LABELS, parseServiceParam, type ServiceKey } from '../services.ts';
import { createOrderBlockSchemas, type OrderSchemaOptions } from './orders.ts';
import { text, TEXT_NOT_ALLOWED } from './text.ts';

/*
 * An order preset: a named copy of a new-order form's fields, kept on the server so the web and the
 * desktop share them. Its fields are the service's create-order block without the title and the
 * files (each order has its own), every field optional (a preset may fill part of a form), each
 * checked by the same rule the order applies to it.
 */

/** Most presets one client may keep: enough for any shop's routine jobs, few enough to pick from a menu. */
export const MAX_PRESETS_PER_USER = 50;
export const MAX_PRESET_NAME = 60;

/** The fields a preset never carries: every order gets its own. */
const PER_ORDER_FIELDS = { orderTitle: true, attachment: true } as const;

/** The preset fields of each service, derived from its create-order block. */
export function presetFieldsSchemas(options: OrderSchemaOptions) {
  const blocks = createOrderBlockSchemas(options);
  return {
    digitizing: blocks.digitizing.omit(PER_ORDER_FIELDS).partial().strict(),
    vector: blocks.vector.omit(PER_ORDER_FIELDS).partial().strict(),
    patches: blocks.patches.omit(PER_ORDER_FIELDS).partial().strict(),
    customApparel: blocks.customApparel.omit(PER_ORDER_FIELDS).partial().strict(),
  } satisfies Record<ServiceKey, z.ZodType>;
}

type FieldsSchemas = ReturnType<typeof presetFieldsSchemas>;
export type PresetFields<K extends ServiceKey = ServiceKey> = z.output<FieldsSchemas[K]>;
export type PresetFieldsInput<K extends ServiceKey = ServiceKey> = z.input<FieldsSchemas[K]>;

export const presetNameSchema = text('line', { error: 'Preset name is required' })
  .trim()
  .min(1, { error: 'Preset name is required' })
  .max(MAX_PRESET_NAME, { error: `Preset name must be at most ${MAX_PRESET_NAME} characters` });

/** A service by label or key, case-insensitively (as `:service` in order paths), read as its key. */
const presetService = z
  .string({ error: 'Service is required' })
  .transform((value, ctx) => {
    const key = parseServiceParam(value);
    if (key) return key;
    ctx.addIssue({ code: 'custom', message: 'Unknown service' });
    return z.NEVER;
  })
  .meta({
    description: 'The service, by label or key (e.g. "Custom Apparel" or "customApparel")',
    enum: [...Object.values(SERVICE_LABELS), ...SERVICE_KEYS],
  });

/**
 * The fields as sent: an object whose names follow the text rule as values do (a name with a NUL
 * or another control character is refused, not echoed back as an unknown field).
 */
const fieldsObject = z.record(text('line'), z.unknown(), {
  error: (issue) => (issue.code === 'invalid_key' ? TEXT_NOT_ALLOWED : 'Fields must be an object'),
});

/** Checks `fields` against the preset schema of `service`, reporting problems under `fields.`. */
function checkFields(
  schemas: FieldsSchemas,
  service: ServiceKey,
  fields: unknown,
  ctx: z.RefinementCtx,
): PresetFields | typeof z.NEVER {
  const result = schemas[service].safeParse(fields);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['fields', ...issue.path] });
  return z.NEVER;
}

/** POST /user/presets: `{name, service, fields}`, fields checked against the service's rules. */
export function createPresetSchema(options: OrderSchemaOptions) {
  const schemas = presetFieldsSchemas(options);
  return z
    .object({ name: presetNameSchema, service: presetService, fields: fieldsObject.optional().default({}) })
    .strict()
    .transform((body, ctx) => {
      const fields = checkFields(schemas, body.service, body.fields, ctx);
      return { name: body.name, service: body.service, fields: fields as PresetFields };
    });
}
export type CreatePresetInput = z.input<ReturnType<typeof createPresetSchema>>;

/**
 * PATCH /user/presets/:id: a new name, new fields (replacing the old ones), or both. The fields are
 * checked against the rules of the preset's own service, so the schema is built once the preset is
 * loaded; `updatePresetSchema` (no service) checks only the shape, for the document.
 */
export function updatePresetSchemaFor(service: ServiceKey, options: OrderSchemaOptions) {
  const schemas = presetFieldsSchemas(options);
  return z
    .object({ name: presetNameSchema.optional(), fields: fieldsObject.optional() })
    .strict()
    .refine((body) => body.name !== undefined || body.fields !== undefined, {
      error: 'Give a new name or new fields',
    })
    .transform((body, ctx) => ({
      name: body.name,
      fields:
        body.fields === undefined
          ? undefined
          : (checkFields(schemas, service, body.fields, ctx) as PresetFields),
    }));
}
export type UpdatePresetInput = z.input<ReturnType<typeof updatePresetSchemaFor>>;

export const updatePresetSchema = z
  .object({ name: presetNameSchema.optional(), fields: fieldsObject.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.fields !== undefined, {
    error: 'Give a new name or new fields',
  });

/** The request bodies for the OpenAPI document: one option per service, its fields spelled out. */
export function presetBodyDoc(options: OrderSchemaOptions): z.ZodType {
  const schemas = presetFieldsSchemas(options);
  const [first, ...rest] = SERVICE_KEYS.map((key) =>
    z.object({
      name: presetNameSchema,
      service: z.enum([SERVICE_LABELS[key], key]),
      fields: schemas[key],
    }),
  );
  return z
    .union([first, ...rest])
    .describe('Every field of the service’s new-order form but the title and the files; each optional.');
}

/** A create-order block made from a preset: its own title and files, the preset's fields as saved. */
export type PresetOrderBlock = Record<string, unknown> & {
  orderTitle: string;
  attachment: { url: string; name: string }[];
};

/**
 * The create-order block input of one order made from a preset (one order per file, the desktop's
 * preset folders): the preset's fields, the order's own title and files. Check it with the
 * service's create-order schema as any order: a field the preset lacks is reported there.
 */
export function orderBlockFromPreset(
  fields: Record<string, unknown>,
  orderTitle: string,
  attachment: readonly { url: string; name: string }[],
): PresetOrderBlock {
  return { ...fields, orderTitle, attachment: [...attachment] };
}
