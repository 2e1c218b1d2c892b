import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { QUOTE_MAX_FILES, QUOTE_SERVICES, quoteSchema } from '@stitchdesk/shared';
import { FilePicker } from '../../components/FilePicker.tsx';
import { usePendingFiles } from '../../components/pending-files.ts';
import { Button } from '../../components/Button.tsx';
import { FormMessage, SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { retryAfterSeconds, waitText } from '../../lib/retry-after.ts';
import { useSendQuote } from './api/send-quote.ts';
import { firstIssues, useFormValues } from '../../lib/form-values.ts';

export const QUOTE_SUCCESS = 'Message sent successfully!';
export const QUOTE_FAILURE = 'Error sending message. Please try again.';

const FIELDS = ['name', 'email', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY = { name: '', email: '', services: 'digitizing', message: '', website: '' };

/**
 * The free quote form (docs/product.md §Quote form, §Messages). Name, email and message are required and
 * checked with the shared quote schema before anything is sent; `website` is a honeypot that people
 * never see. Success shows the message and a toast and goes home; failure keeps the form.
 */
export function QuoteForm() {
  const navigate = useNavigate();
  const sendQuote = useSendQuote();
  const { values, field } = useFormValues(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const artwork = usePendingFiles();
  const [artworkError, setArtworkError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  /** Seconds until a throttled visitor may send again (the server's Retry-After), else null. */
  const [retryIn, setRetryIn] = useState<number | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendQuote.isPending) return;
    const parsed = quoteSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = firstIssues(parsed.error);
      setErrors(found);
      setOutcome(null);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`quote-${first}`)?.focus();
      return;
    }
    if (artwork.files.length > QUOTE_MAX_FILES) {
      setArtworkError(`Attach at most ${QUOTE_MAX_FILES} files`);
      return;
    }
    setArtworkError(undefined);
    setErrors({});
    setOutcome(null);
    sendQuote.mutate(
      { ...parsed.data, artwork: artwork.files.map((pending) => pending.file) },
      {
        onSuccess: () => {
          setOutcome('success');
          toast.success(QUOTE_SUCCESS);
          navigate('/');
        },
        onError: (error) => {
          setOutcome('failure');
          setRetryIn(retryAfterSeconds(error));
        },
      },
    );
  }

  const sending = sendQuote.isPending;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Free quote"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="quote-name"
          label="Name"
          name="name"
          autoComplete="name"
          required
          {...field('name')}
          error={errors.name}
        />
        <TextField
          id="quote-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          error={errors.email}
        />
      </div>
      <SelectField
        id="quote-services"
        label="Select Service"
        name="services"
        {...field('services')}
        options={QUOTE_SERVICES}
      />
      <TextAreaField
        id="quote-message"
        label="Message"
        name="message"
        rows={6}
        required
        placeholder="Tell us about your design: size, colours, quantity, fabric and when you need it."
        {...field('message')}
        error={errors.message}
      />
      <FilePicker
        label="Artwork (optional)"
        hint={`Your logo or design, up to ${QUOTE_MAX_FILES} files.`}
        files={artwork.files}
        onAdd={(files) => {
          setArtworkError(undefined);
          artwork.add(files);
        }}
        onRemove={artwork.remove}
        error={artworkError}
        disabled={sending}
      />
      {/* Honeypot: invisible and unreachable for people, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">Website</label>
        <input
          id="quote-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...field('website')}
        />
      </div>
      {outcome === 'success' ? <FormMessage tone="success">{QUOTE_SUCCESS}</FormMessage> : null}
      {outcome === 'failure' ? (
        <FormMessage tone="error">
          {QUOTE_FAILURE}
          {retryIn === null ? null : ` You can try again ${waitText(retryIn)}.`}
        </FormMessage>
      ) : null}
      <Button type="submit" size="lg" disabled={sending} className="sm:self-start">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
