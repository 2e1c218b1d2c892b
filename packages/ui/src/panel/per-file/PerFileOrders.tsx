import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  SERVICE_LABELS,
  createOrderBlockSchemas,
  localToday,
  type CreateBlock,
  type CreateOrderResponse,
  type FileRef,
  type Order,
  type ServiceKey,
} from '@stitchdesk/shared';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { uploadFile } from '../../lib/files.ts';
import { errorMessage } from '../../lib/http.ts';
import { OrderQueue, type QueueItem, type QueueItemState } from '../../lib/order-queue.ts';
import { titleFromFileName } from '../../lib/title-from-file.ts';
import { toBlockInput, type OrderDraft } from '../order-form/draft.ts';

export interface PerFileOrdersProps {
  service: ServiceKey;
  /** The form's fields, shared by every order (its title is not used: each order has its own). */
  draft: OrderDraft;
  files: readonly { id: string; file: File }[];
  /** Places one order with the given Idempotency-Key (kept for the file's retries). */
  place(block: CreateBlock<ServiceKey>, idempotencyKey: string): Promise<CreateOrderResponse>;
  /** Back to the form, with its fields and files as they were (only before anything was sent). */
  onBack(): void;
  /** After each run, placed orders or not (refreshes My Orders). */
  onSettled?(): void;
}

interface Job {
  title: string;
  file: File;
}
type Item = QueueItem<Job, FileRef, Order>;

const STATE_TEXT: Record<QueueItemState, string> = {
  queued: 'Queued',
  uploading: 'Uploading',
  placing: 'Placing',
  placed: 'Placed',
  failed: 'Failed',
};

const STATE_TONE: Record<QueueItemState, string> = {
  queued: 'text-slate-600',
  uploading: 'text-brand-700',
  placing: 'text-brand-700',
  placed: 'text-emerald-700',
  failed: 'text-red-700',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "One order per file": the list of files with an editable title each, then each order's progress
 * (at most 3 at a time, lib/order-queue.ts) and a summary. A failed one can be retried alone; its
 * Idempotency-Key stays the same, so a retry never places a second order.
 */
export function PerFileOrders({ service, draft, files, place, onBack, onSettled }: PerFileOrdersProps) {
  const [titles, setTitles] = useState(() => files.map(({ file }) => titleFromFileName(file.name)));
  const [checked, setChecked] = useState(false);
  const [queue, setQueue] = useState<OrderQueue<Job, FileRef, Order> | null>(null);
  const schema = useMemo(() => createOrderBlockSchemas({ earliestDate: localToday() })[service], [service]);
  const heading = useRef<HTMLHeadingElement>(null);

  // The list replaces the form the person was on: a keyboard or screen reader user starts at its heading.
  useEffect(() => heading.current?.focus(), []);

  const titleErrors = titles.map((title) => {
    const result = schema.shape.orderTitle.safeParse(title);
    return result.success ? undefined : result.error.issues[0]?.message;
  });

  const start = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (titleErrors.some(Boolean)) return;
    const next = new OrderQueue<Job, FileRef, Order>(
      files.map(({ id, file }, i) => ({ id, input: { title: titles[i].trim(), file } })),
      {
        upload: ({ file }) => uploadFile(file),
        place: async ({ title }, ref, key) => {
          const block = schema.parse(toBlockInput(service, { ...draft, orderTitle: title }, [ref]));
          return (await place(block, key)).order;
        },
        describeError: (error) => errorMessage(error, 'The order could not be placed.'),
      },
    );
    setQueue(next);
    void next.start().then(onSettled);
  };

  if (queue) return <Progress queue={queue} onSettled={onSettled} />;

  return (
    <form
      noValidate
      onSubmit={start}
      aria-labelledby="per-file-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="per-file-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {`${plural(files.length, 'order')}, one per file`}
        </h2>
        <p className="text-sm text-slate-600">
          Each order gets this form’s {SERVICE_LABELS[service]} details and one file. Check the titles, then
          place them.
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {files.map(({ id, file }, i) => (
          <li key={id} className="rounded-xl border border-slate-200 p-3">
            <TextField
              label={`Title for ${file.name}`}
              value={titles[i]}
              maxLength={200}
              error={checked ? titleErrors[i] : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setTitles((current) => current.map((t, j) => (j === i ? value : t)));
              }}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg">
          {`Place ${plural(files.length, 'order')}`}
        </Button>
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to the form
        </Button>
      </div>
    </form>
  );
}

function Progress({ queue, onSettled }: { queue: OrderQueue<Job, FileRef, Order>; onSettled?(): void }) {
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const { total, placed, failed, pending } = summarise(items);
  const running = pending > 0;
  const summary = running
    ? `Placing orders: ${placed} of ${total} placed`
    : `Placed ${placed} of ${plural(total, 'order')}${failed ? `; ${failed} failed` : ''}`;

  return (
    <section
      aria-labelledby="per-file-progress"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="per-file-progress" className="text-lg font-semibold text-slate-900">
        One order per file
      </h2>
      <div aria-live="polite">
        {running ? (
          <p role="status" className="text-sm font-medium text-slate-700">
            {summary}
          </p>
        ) : (
          <FormMessage tone={failed ? 'error' : 'success'}>{summary}</FormMessage>
        )}
      </div>
      <ol aria-label="Orders, one per file" className="flex flex-col divide-y divide-slate-100">
        {items.map((item) => (
          <ProgressRow key={item.id} item={item} />
        ))}
      </ol>
      {!running ? (
        <div className="flex flex-wrap gap-3">
          {failed ? (
            <Button size="lg" onClick={() => void queue.retryFailed().then(onSettled)}>
              {`Retry failed (${failed})`}
            </Button>
          ) : null}
          <Link to="/clientpanel" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            Go to My Orders
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function summarise(items: readonly Item[]) {
  const placed = items.filter((i) => i.state === 'placed').length;
  const failed = items.filter((i) => i.state === 'failed').length;
  return { total: items.length, placed, failed, pending: items.length - placed - failed };
}

function ProgressRow({ item }: { item: Item }) {
  const order = item.result;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{item.input.title}</p>
        <p className="truncate text-xs text-slate-600">{item.input.file.name}</p>
      </div>
      <p className={`text-sm font-medium ${STATE_TONE[item.state]}`}>
        {STATE_TEXT[item.state]}
        {item.state === 'failed' && item.error ? `: ${item.error}` : null}
        {order ? (
          <>
            {' · '}
            <Link
              className="text-brand-700 underline"
              to={`/clientpanel/orders/${encodeURIComponent(order.serviceType)}/${order._id}`}
            >
              {`View “${item.input.title}”`}
            </Link>
          </>
        ) : null}
      </p>
    </li>
  );
}
