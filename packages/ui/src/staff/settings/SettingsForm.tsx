import { useState, type FormEvent, type ReactNode } from 'react';
import {
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  shopSettingsSchema,
  type ShopSettings,
} from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormMessage, TextAreaField, TextField } from '../../components/Field.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useSaveShopSettings } from './api/shop-settings.ts';
import {
  fieldOfIssuePath,
  formValuesOf,
  settingsInputOf,
  type SettingsFormValues,
  type SettingsTextField,
} from './settings-form-values.ts';

type Errors = Partial<Record<SettingsTextField, string>>;

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card labelledBy={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-4 grid gap-4 md:grid-cols-2">{children}</div>
    </Card>
  );
}

/**
 * Every setting in one form, saved at once (PUT takes them all). The shared schema the API validates
 * with checks the form first, so each field shows the API's own words under it.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const save = useSaveShopSettings();

  const text = (name: SettingsTextField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const { input, superRushFeeError } = settingsInputOf(values);
    const parsed = shopSettingsSchema.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfIssuePath(issue.path.map(String).join('.'));
        if (field && !found[field]) found[field] = issue.message;
      }
    }
    if (superRushFeeError) found.superRushFee = superRushFeeError;
    setErrors(found);
    if (!parsed.success || superRushFeeError) return;
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(formValuesOf(result.settings));
        setOutcome({ tone: 'success', text: result.message });
      },
      onError: (error) =>
        setOutcome({ tone: 'error', text: errorMessage(error, 'Could not save the settings') }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Shop settings" className="flex flex-col gap-5">
      <Section
        id="settings-business"
        title="Business"
        hint="On invoices, the site's footer and its contact details."
      >
        <TextField label="Business name" autoComplete="organization" {...text('businessName')} />
        <TextField label="Contact e-mail" type="email" autoComplete="email" {...text('contactEmail')} />
        <TextAreaField
          label="Address"
          hint="One line per line of the address, as the invoice prints it"
          rows={4}
          {...text('address')}
        />
        <TextField label="Contact phone" type="tel" autoComplete="tel" {...text('contactPhone')} />
      </Section>
      <Section id="settings-social" title="Social links" hint="Leave a box empty to hide that network.">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_NETWORK_LABELS[network]}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...text(network)}
          />
        ))}
      </Section>
      <Section id="settings-money" title="Tax and prices">
        <TextField label="Tax ID" hint="Printed on invoices" {...text('taxId')} />
        <TextField label="Currency" hint="A code such as USD or EUR" maxLength={3} {...text('currency')} />
        <TextField
          label="Tax rate (%)"
          inputMode="decimal"
          hint="0 for no tax; orders priced from now on take it, earlier ones keep theirs"
          {...text('taxRatePercent')}
        />
        <TextField label="Tax label" hint="The tax line's name, such as Sales tax" {...text('taxLabel')} />
        <TextField
          label="Super Rush fee ($)"
          inputMode="decimal"
          hint="Shown on the order forms and added to Super Rush orders placed from now on, as its own line; 0 for none"
          {...text('superRushFee')}
        />
      </Section>
      <Section id="settings-payments" title="Getting paid">
        <TextAreaField
          label="Payment instructions"
          hint="How to pay, printed on invoices when card payments are off"
          rows={4}
          className="md:col-span-2"
          {...text('paymentInstructions')}
        />
        <TextField
          label="Payment reminder days"
          hint="Days after the invoice on which an unpaid balance gets a reminder, separated by commas"
          {...text('reminderDays')}
        />
        <div className="md:pt-7">
          <CheckboxField
            label="Hold finished files until paid"
            checked={values.holdFilesUntilPaid}
            onChange={(checked) => setValues((current) => ({ ...current, holdFilesUntilPaid: checked }))}
          />
        </div>
      </Section>
      <Section
        id="settings-staff"
        title="Staff sign-in"
        hint="Staff without two-factor sign-in are sent to set it up before the console opens."
      >
        <CheckboxField
          label="Require two-factor sign-in for staff"
          checked={values.requireStaffMfa}
          onChange={(checked) => setValues((current) => ({ ...current, requireStaffMfa: checked }))}
        />
      </Section>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}
