import { isRecord, SIZES, type ServiceKey } from '@stitchdesk/shared';
import { emptyDraft, toBlockInput, type OrderDraft } from '../order-form/draft.ts';

/**
 * What a preset saves of a form: the service's block as the form would send it, without title and
 * files, and without what is left empty (a preset fills only what it knows). A design size with
 * neither side typed is left out; one with a single side stays, so the missing one is reported.
 */
export function presetFieldsFromDraft(service: ServiceKey, draft: OrderDraft): Record<string, unknown> {
  const { orderTitle: _title, attachment: _files, ...fields } = toBlockInput(service, draft, []);
  const size = fields.designSize;
  if (isRecord(size) && size.height === undefined && size.width === undefined) delete fields.designSize;
  // Off is the form's default, so only a chosen Super Rush is worth keeping.
  if (fields.superRush === false) delete fields.superRush;
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete fields[key];
  return fields;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The form filled from a preset: every field the preset's service shows takes the preset's value
 * (or empty when it has none); the title stays as the person typed it.
 */
export function draftFromPresetFields(fields: Record<string, unknown>, current: OrderDraft): OrderDraft {
  const size = isRecord(fields.designSize) ? fields.designSize : {};
  return {
    ...emptyDraft(),
    orderTitle: current.orderTitle,
    designName: text(fields.designName),
    otherInstructions: text(fields.otherInstructions),
    designCategory: text(fields.designCategory),
    patchCategory: text(fields.patchCategory),
    garmentCategory: text(fields.garmentCategory),
    backing: text(fields.backing),
    height: text(size.height),
    width: text(size.width),
    quantity: text(fields.quantity),
    garmentGSM: text(fields.garmentGSM),
    colors: list(fields.designColors ?? fields.garmentColors).filter(
      (c): c is string => typeof c === 'string',
    ),
    sizes: list(fields.sizes).flatMap((entry) => {
      if (!isRecord(entry)) return [];
      const size = SIZES.find((known) => known === entry.size);
      return size ? [{ size, quantity: text(entry.quantity) }] : [];
    }),
    date: text(fields.estimatedDeliveryDate ?? fields.shippingEstimatedTime),
    superRush: fields.superRush === true,
  };
}
