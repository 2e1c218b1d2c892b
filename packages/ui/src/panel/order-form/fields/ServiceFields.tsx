import {
  APPAREL_COLORS,
  BACKINGS,
  DIGITIZING_CATEGORIES,
  GARMENT_CATEGORIES,
  PATCH_CATEGORIES,
  PATCH_COLORS,
  VECTOR_CATEGORIES,
  localToday,
  type ServiceKey,
} from '@stitchdesk/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import { ColorSwatchPicker } from '../../../components/ColorSwatches.tsx';
import type { OrderDraft } from '../draft.ts';
import { errorAt, type FieldErrors } from '../validation.ts';
import { SizesPicker } from './SizesPicker.tsx';
import { SuperRushField } from './SuperRushField.tsx';

/**
 * The patches and custom apparel forms each ask for an amount beside the delivery date: a whole
 * count of patches, or a garment weight that may have decimals. The error keys are the schema's.
 */
const AMOUNT_AND_DATE = {
  patches: {
    amount: 'quantity',
    label: 'Quantity',
    whole: true,
    dateLabel: 'Delivery Date',
    dateError: 'estimatedDeliveryDate',
  },
  customApparel: {
    amount: 'garmentGSM',
    label: 'Garment GSM',
    whole: false,
    dateLabel: 'Estimated Delivery Date',
    dateError: 'shippingEstimatedTime',
  },
} as const;

function AmountAndDateRow({
  row,
  draft,
  errors,
  onChange,
  disabled,
}: Pick<Props, 'draft' | 'errors' | 'onChange' | 'disabled'> & {
  row: (typeof AMOUNT_AND_DATE)[keyof typeof AMOUNT_AND_DATE];
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={row.label}
        type="number"
        min={row.whole ? 1 : 0}
        step={row.whole ? 1 : 'any'}
        inputMode={row.whole ? 'numeric' : 'decimal'}
        value={draft[row.amount]}
        error={errors[row.amount]}
        disabled={disabled}
        onChange={(e) => onChange({ [row.amount]: e.target.value })}
      />
      <TextField
        label={row.dateLabel}
        type="date"
        min={localToday()}
        value={draft.date}
        error={errors[row.dateError]}
        disabled={disabled}
        onChange={(e) => onChange({ date: e.target.value })}
      />
    </div>
  );
}

interface Props {
  service: ServiceKey;
  draft: OrderDraft;
  errors: FieldErrors;
  onChange(change: Partial<OrderDraft>): void;
  titleReadOnly: boolean;
  disabled: boolean;
}

function CategorySelect({
  label,
  values,
  value,
  error,
  onChange,
  disabled,
}: {
  label: string;
  values: readonly string[];
  value: string;
  error?: string;
  onChange(value: string): void;
  disabled: boolean;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      disabled={disabled}
      required
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Select…</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </SelectField>
  );
}

/** The fields of one service's form (docs/product.md §Order shape), each with its first error under it. */
export function ServiceFields({ service, draft, errors, onChange, titleReadOnly, disabled }: Props) {
  const hasDesignName = service !== 'customApparel';
  const sizeFields = service !== 'customApparel' && (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label="Design Width (inches)"
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={draft.width}
        error={errorAt(errors, 'designSize.width') ?? errors['designSize']}
        disabled={disabled}
        onChange={(e) => onChange({ width: e.target.value })}
      />
      <TextField
        label="Design Height (inches)"
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={draft.height}
        error={errorAt(errors, 'designSize.height') ?? errors['designSize']}
        disabled={disabled}
        onChange={(e) => onChange({ height: e.target.value })}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Order Title"
          value={draft.orderTitle}
          error={errors.orderTitle}
          readOnly={titleReadOnly}
          hint={titleReadOnly ? 'The title cannot be changed.' : undefined}
          disabled={disabled}
          required={!titleReadOnly}
          onChange={(e) => onChange({ orderTitle: e.target.value })}
          className={titleReadOnly ? '[&_input]:bg-slate-50 [&_input]:text-slate-600' : ''}
        />
        {hasDesignName ? (
          <TextField
            label="Design Name (optional)"
            value={draft.designName}
            error={errors.designName}
            disabled={disabled}
            onChange={(e) => onChange({ designName: e.target.value })}
          />
        ) : (
          <CategorySelect
            label="Garment Category"
            values={GARMENT_CATEGORIES}
            value={draft.garmentCategory}
            error={errors.garmentCategory}
            disabled={disabled}
            onChange={(garmentCategory) => onChange({ garmentCategory })}
          />
        )}
      </div>

      {service === 'digitizing' || service === 'vector' ? (
        <CategorySelect
          label="Design Category"
          values={service === 'digitizing' ? DIGITIZING_CATEGORIES : VECTOR_CATEGORIES}
          value={draft.designCategory}
          error={errors.designCategory}
          disabled={disabled}
          onChange={(designCategory) => onChange({ designCategory })}
        />
      ) : null}

      {service === 'digitizing' || service === 'vector' ? (
        <SuperRushField
          checked={draft.superRush}
          disabled={disabled}
          onChange={(superRush) => onChange({ superRush })}
        />
      ) : null}

      {service === 'patches' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <CategorySelect
            label="Patch Category"
            values={PATCH_CATEGORIES}
            value={draft.patchCategory}
            error={errors.patchCategory}
            disabled={disabled}
            onChange={(patchCategory) => onChange({ patchCategory })}
          />
          <CategorySelect
            label="Backing"
            values={BACKINGS}
            value={draft.backing}
            error={errors.backing}
            disabled={disabled}
            onChange={(backing) => onChange({ backing })}
          />
        </div>
      ) : null}

      {sizeFields}

      {service === 'patches' ? (
        <AmountAndDateRow row={AMOUNT_AND_DATE.patches} {...{ draft, errors, onChange, disabled }} />
      ) : null}

      {service === 'customApparel' ? (
        <>
          <AmountAndDateRow row={AMOUNT_AND_DATE.customApparel} {...{ draft, errors, onChange, disabled }} />
          <SizesPicker
            value={draft.sizes}
            error={errorAt(errors, 'sizes')}
            disabled={disabled}
            onChange={(sizes) => onChange({ sizes })}
          />
        </>
      ) : null}

      {service === 'vector' || service === 'patches' || service === 'customApparel' ? (
        <ColorSwatchPicker
          legend={service === 'customApparel' ? 'Garment Colours' : 'Design Colours'}
          palette={service === 'patches' ? PATCH_COLORS : APPAREL_COLORS}
          value={draft.colors}
          error={errorAt(errors, service === 'customApparel' ? 'garmentColors' : 'designColors')}
          onChange={(colors) => onChange({ colors })}
        />
      ) : null}

      <TextAreaField
        label="Instructions"
        rows={4}
        value={draft.otherInstructions}
        error={errors.otherInstructions}
        disabled={disabled}
        placeholder="Anything we should know: thread colours, placement, deadlines…"
        onChange={(e) => onChange({ otherInstructions: e.target.value })}
      />
    </div>
  );
}
