import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  localToday,
  type CreateBlock,
  type CreateOrderResponse,
  type FileRef,
  type Order,
  type OrderSchemaOptions,
  type ServiceKey,
} from '@stitchdesk/shared';
import { AxiosError } from 'axios';
import { z } from 'zod';
import { Button } from '../../components/Button.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { apiErrorBody } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/http.ts';
import { uploadFile } from '../../lib/files.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { usePendingFiles, type PendingFile } from '../../components/pending-files.ts';
import { useAttachIncomingArtwork } from '../incoming/IncomingArtworkProvider.tsx';
import { PerFileOrders } from '../per-file/PerFileOrders.tsx';
import { toBlockInput, type OrderDraft } from './draft.ts';
import { ServiceFields } from './fields/ServiceFields.tsx';
import { PriceEstimate } from './PriceEstimate.tsx';
import { useMediaQuery } from '../../components/use-media-query.ts';
import { errorAt, firstIssues, type FieldErrors } from './validation.ts';
import { SpinnerRing } from '../../components/Spinner.tsx';

export type OrderFormMode = 'create' | 'edit';
type Phase = 'idle' | 'uploading' | 'sending';

/** The block schemas of every service, given today's date: the create or the revision ones. */
type BlockSchemas = (options: OrderSchemaOptions) => Record<ServiceKey, z.ZodType>;

/** What the confirmation page needs of a placed order: its number and the way to its page. */
export type PlacedOrder = Pick<Order, '_id' | 'number' | 'serviceType'>;

export interface OrderFormProps<B extends BlockSchemas> {
  service: ServiceKey;
  mode: OrderFormMode;
  /** `createOrderBlockSchemas` or `revisionBlockSchemas` (shared): what the form checks the block with. */
  blockSchemas: B;
  initialDraft: OrderDraft;
  /** Files the form starts with, as if chosen (an order placed again brings its attachments). */
  initialFiles?: readonly File[];
  /** Sends the checked block (`{ <key>: block }` is built by the caller's API function). */
  send(block: z.output<ReturnType<B>[ServiceKey]>): Promise<{ message: string; order?: PlacedOrder }>;
  /** `order` is the order placed, when the form placed one (the confirmation page names it). */
  onSent(message: string, order?: PlacedOrder): void;
  /** What else a failure does besides showing it here and logging it (the vector form toasts). */
  onFailed?(error: unknown): void;
  /**
   * docs/product.md §New order and edit forms: failed uploads are dropped, except in the vector form where
   * they are not filtered, so one failed upload fails the whole vector order.
   */
  failOnUploadError?: boolean;
  /** Above the form: tools that read and replace its fields (presets); title and files stay the form's. */
  toolbar?(form: {
    draft: OrderDraft;
    replaceDraft(next: (current: OrderDraft) => OrderDraft): void;
  }): ReactNode;
  /** Given, 2+ files offer "Place N orders, one per file", each placed through this with its own key. */
  placeEach?(block: CreateBlock<ServiceKey>, idempotencyKey: string): Promise<CreateOrderResponse>;
  /** After each run of "one per file" (refreshes My Orders). */
  onPlacedEach?(): void;
  /** Fields below the files that are not the block's (goods' "Ship to"). */
  extraFields?: ReactNode;
  /** Checks `extraFields` on submit, showing their errors; false stops the submission. */
  checkExtra?(): boolean;
}

const LABELS: Record<OrderFormMode, { submit: string; sending: string; fallbackError: string }> = {
  create: {
    submit: 'Place Order',
    sending: 'Placing Order',
    fallbackError: 'The order could not be placed. Please try again.',
  },
  edit: {
    submit: 'Submit Revision',
    sending: 'Submitting Revision',
    fallbackError: 'The revision could not be sent. Please try again.',
  },
};
const UPLOADING = 'Uploading Files....';

/** Server validation details name paths like `designSize.height`, maybe under the service key. */
function serverFieldErrors(error: unknown, service: ServiceKey): FieldErrors {
  const details = apiErrorBody(error)?.details ?? [];
  const errors: FieldErrors = {};
  for (const { path, message } of details) {
    const key = path.startsWith(`${service}.`) ? path.slice(service.length + 1) : path;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

/**
 * One service's order form, for placing an order and for editing one (a revision). Checks the
 * block with the shared schema, uploads the files in parallel with a progress bar each, then sends.
 */
export function OrderForm<B extends BlockSchemas>({
  service,
  mode,
  blockSchemas,
  initialDraft,
  initialFiles,
  send,
  onSent,
  onFailed,
  failOnUploadError = false,
  toolbar,
  placeEach,
  onPlacedEach,
  extraFields,
  checkExtra,
}: OrderFormProps<B>) {
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The server's own field messages stay until the person changes something.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [perFile, setPerFile] = useState<{ draft: OrderDraft; files: PendingFile[] } | null>(null);
  const pending = usePendingFiles();
  const formRef = useRef<HTMLFormElement>(null);
  // The side column exists from 1024 px; hosts that cannot tell (test DOMs, prerender) get it.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const labels = LABELS[mode];
  const busy = phase !== 'idle';

  useAttachIncomingArtwork(pending.add, mode === 'create');
  // Once, even when an effect runs twice in development.
  const startedWith = useRef<readonly File[] | null>(null);
  const { add } = pending;
  useEffect(() => {
    if (!initialFiles?.length || startedWith.current === initialFiles) return;
    startedWith.current = initialFiles;
    add(initialFiles);
  }, [initialFiles, add]);

  const schema: ReturnType<B>[ServiceKey] = useMemo(
    () => blockSchemas({ earliestDate: localToday() })[service],
    [blockSchemas, service],
  );

  const check = (files: readonly FileRef[]) =>
    z.safeParse(schema, toBlockInput(service, draft, files, { sizeOptional: mode === 'edit' }));
  const placeholders = (files: readonly PendingFile[]) =>
    files.map((f) => ({ url: `pending:${f.id}`, name: f.file.name }));

  // After the first attempt the messages follow the person's corrections as they type.
  useEffect(() => {
    if (!checked || busy) return;
    const result = schema.safeParse(
      toBlockInput(service, draft, placeholders(pending.files), { sizeOptional: mode === 'edit' }),
    );
    setErrors(result.success ? {} : firstIssues(result.error));
  }, [checked, busy, schema, service, draft, pending.files, mode]);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  async function uploadAll(files: readonly PendingFile[]): Promise<FileRef[]> {
    const results = await Promise.allSettled(
      files.map(async (f) => {
        pending.update(f.id, { progress: 0, failed: false });
        try {
          const ref = await uploadFile(f.file, (fraction) => pending.update(f.id, { progress: fraction }));
          pending.update(f.id, { progress: 1 });
          return ref;
        } catch (error) {
          pending.update(f.id, { failed: true });
          throw error;
        }
      }),
    );
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length && failOnUploadError) throw failed[0].reason;
    for (const f of failed) console.error('Upload failed', f.reason);
    return results
      .filter((r): r is PromiseFulfilledResult<FileRef> => r.status === 'fulfilled')
      .map((r) => r.value);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    setFormError(null);
    setServerErrors({});
    const first = check(placeholders(pending.files));
    const extraOk = checkExtra ? checkExtra() : true;
    if (!first.success || !extraOk) {
      if (!first.success) setErrors(firstIssues(first.error));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      setPhase('uploading');
      const attachments = await uploadAll(pending.files);
      const final = check(attachments);
      if (!final.success) {
        setErrors(firstIssues(final.error));
        throw new Error('Some files could not be uploaded. Please add them again.');
      }
      setPhase('sending');
      const response = await send(final.data);
      onSent(response.message, response.order);
    } catch (error) {
      console.error(error);
      setServerErrors(serverFieldErrors(error, service));
      setFormError(
        error instanceof AxiosError
          ? errorMessage(error, labels.fallbackError)
          : error instanceof Error
            ? error.message
            : labels.fallbackError,
      );
      onFailed?.(error);
      setPhase('idle');
    }
  }

  /** Checks the shared fields (each order brings its own title and one file), then lists the files. */
  function onPlaceEach() {
    setFormError(null);
    const shared = { ...draft, orderTitle: draft.orderTitle.trim() || 'Each file’s own title' };
    const result = schema.safeParse(toBlockInput(service, shared, placeholders(pending.files.slice(0, 1))));
    const extraOk = checkExtra ? checkExtra() : true;
    if (!result.success || !extraOk) {
      if (!result.success) setErrors(firstIssues(result.error));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setPerFile({ draft, files: [...pending.files] });
  }

  const shownErrors = { ...serverErrors, ...errors };
  const eachOffered = mode === 'create' && placeEach !== undefined && pending.files.length >= 2;
  const status = phase === 'uploading' ? UPLOADING : phase === 'sending' ? labels.sending : '';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {toolbar && !perFile ? (
        <div className="lg:col-span-2">{toolbar({ draft, replaceDraft: setDraft })}</div>
      ) : null}
      {perFile && placeEach ? (
        <PerFileOrders
          service={service}
          draft={perFile.draft}
          files={perFile.files}
          place={placeEach}
          onBack={() => setPerFile(null)}
          onSettled={onPlacedEach}
        />
      ) : null}
      {/* Hidden, not unmounted, while one order per file runs: "Back" finds the fields and files as they were. */}
      <form
        hidden={perFile !== null}
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <ServiceFields
          service={service}
          draft={draft}
          errors={shownErrors}
          titleReadOnly={mode === 'edit'}
          disabled={busy}
          onChange={(change) => {
            setServerErrors({});
            setDraft((current) => ({ ...current, ...change }));
          }}
        />
        <FilePicker
          label={mode === 'create' ? 'Files' : 'New Files (optional)'}
          hint={
            mode === 'create'
              ? 'Artwork, references or sketches; add as many as you need.'
              : 'Add reference files for the change, if any.'
          }
          files={pending.files}
          onAdd={pending.add}
          onRemove={pending.remove}
          error={errorAt(shownErrors, 'attachment')}
          disabled={busy}
        />
        {extraFields}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        {/* Narrow screens have no side column: the estimate is read before the button, not after it. */}
        {wide ? null : <PriceEstimate service={service} draft={draft} placing={mode === 'create'} />}
        {/* The button's own text is the progress ("Uploading Files...." → "Placing Order"), announced politely. */}
        <div aria-live="polite" className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? (
              <>
                <SpinnerRing className="size-4.5" />
                {status}
              </>
            ) : (
              labels.submit
            )}
          </Button>
          {eachOffered ? (
            <Button variant="secondary" size="lg" disabled={busy} onClick={onPlaceEach}>
              {`Place ${pending.files.length} orders, one per file`}
            </Button>
          ) : null}
        </div>
      </form>
      {wide ? (
        <aside className="flex flex-col gap-4 lg:sticky lg:top-6 lg:self-start">
          <PriceEstimate service={service} draft={draft} placing={mode === 'create'} />
        </aside>
      ) : null}
    </div>
  );
}
