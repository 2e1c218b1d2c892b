import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  isServiceKey,
  quoteReplySchema,
  SERVICE_KEYS,
  SERVICE_TITLES,
  type QuoteReplyInput,
  type ServiceKey,
  type StaffQuote,
  type StaffQuoteReplyResponse,
} from '@stitchdesk/shared';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { Button } from '../../components/Button.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { firstIssues, useFormValues, type FieldErrors } from '../../lib/form-values.ts';
import { dollarsToCents } from '../../lib/money.ts';
import { useReplyToQuote } from './api/reply-to-quote.ts';

/** Where the schema puts each control's error. */
const ERROR_PATHS = {
  message: 'message',
  service: 'offer.service',
  title: 'offer.title',
  price: 'offer.amountCents',
  instructions: 'offer.instructions',
} as const;

const NOT_AN_AMOUNT = 'Enter the price in dollars, like 150 or 149.50.';

/** The quote form's service names ("apparel") as the order services an offer is for ("customApparel"). */
function offerServiceOf(requested: string): string {
  if (requested === 'apparel') return 'customApparel';
  return isServiceKey(requested) ? requested : '';
}

/**
 * The reply to one quote request: a message, and optionally an offer the requester can accept as an
 * order. Checked with the API's own schema before it is sent, so its errors read as the server's would.
 */
export function QuoteReplyForm({
  id,
  quote,
  onSent,
  onCancel,
}: {
  id: string;
  quote: StaffQuote;
  onSent: (result: StaffQuoteReplyResponse) => void;
  onCancel: () => void;
}) {
  const { values, field: value } = useFormValues({
    message: '',
    service: offerServiceOf(quote.services),
    title: '',
    price: '',
    instructions: '',
  });
  const [withOffer, setWithOffer] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reply = useReplyToQuote();
  /** A control's value and change handler; a change clears that field's error until the next send. */
  const field = (name: keyof typeof values) => {
    const path = ERROR_PATHS[name];
    const { onChange, ...rest } = value(name);
    return {
      ...rest,
      onChange: (event: { target: { value: string } }) => {
        onChange(event);
        setErrors(({ [path]: _cleared, ...others }) => others);
      },
    };
  };
  const pending = reply.isPending;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('textarea')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = dollarsToCents(values.price);
    const input: QuoteReplyInput = {
      message: values.message,
      offer: withOffer
        ? {
            // Checked by the schema below: an empty choice is its "Choose a service".
            service: values.service as ServiceKey,
            title: values.title,
            amountCents: amountCents ?? Number.NaN,
            instructions: values.instructions.trim() ? values.instructions : undefined,
          }
        : undefined,
    };
    const parsed = quoteReplySchema.safeParse(input);
    const found = parsed.success ? {} : firstIssues(parsed.error);
    // The schema sees cents; what people type is dollars, so a price that is no amount is told so.
    if (withOffer && amountCents === null) found['offer.amountCents'] = NOT_AN_AMOUNT;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    // The promise, not mutate's callbacks: a replied quote may leave the list (and this form unmount)
    // before they would run, and the page must still say the reply went. A failure shows below.
    reply.mutateAsync({ id: quote.id, reply: parsed.data }).then(onSent, () => undefined);
  };

  return (
    <form
      ref={form}
      id={id}
      noValidate
      onSubmit={submit}
      aria-label={`Reply to ${quote.name}`}
      className="flex flex-col gap-3 border-t border-slate-100 pt-3"
    >
      <TextAreaField
        label="Message"
        hint={`E-mailed to ${quote.email}`}
        rows={5}
        maxLength={10_000}
        disabled={pending}
        error={errors.message}
        {...field('message')}
      />
      <CheckboxField
        label="Include an offer"
        checked={withOffer}
        disabled={pending}
        onChange={setWithOffer}
      />
      {withOffer ? (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">Offer</legend>
          <SelectField
            label="Service"
            disabled={pending}
            error={errors['offer.service']}
            {...field('service')}
          >
            <option value="">Choose a service</option>
            {SERVICE_KEYS.map((key) => (
              <option key={key} value={key}>
                {SERVICE_TITLES[key]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Price (US dollars)"
            inputMode="decimal"
            autoComplete="off"
            disabled={pending}
            error={errors['offer.amountCents']}
            {...field('price')}
          />
          <TextField
            label="Title"
            className="sm:col-span-2"
            maxLength={200}
            autoComplete="off"
            disabled={pending}
            error={errors['offer.title']}
            {...field('title')}
          />
          <TextAreaField
            label="Instructions (optional)"
            className="sm:col-span-2 [&_textarea]:min-h-20"
            rows={3}
            maxLength={10_000}
            disabled={pending}
            error={errors['offer.instructions']}
            {...field('instructions')}
          />
        </fieldset>
      ) : null}
      <RequestError error={reply.error} fallback="The reply could not be sent." />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" pending={pending} pendingLabel="Sending…">
          Send reply
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
