import {
  orderBlockFromPreset,
  parseServiceParam,
  type FileRef,
  type PresetOrderBlock,
  type Preset,
  type ServiceKey,
} from '@stitchdesk/shared';
import type { PlacementClaim, PlacementResult } from '@stitchdesk/shared/desktop-bridge';
import { DEFAULT_CONCURRENCY, OrderQueue, type QueueSummary } from '../../lib/order-queue.ts';
import { titleFromFileName } from '../../lib/title-from-file.ts';
import type { IncomingArtwork } from '../../platform/types.ts';
import { blobBytes } from '../../lib/blob-bytes.ts';

/** What placing a hot-folder file needs from the host and the API (injected: this module is pure). */
export interface FolderOrderSteps {
  claim(id: string): Promise<PlacementClaim>;
  finish(id: string, result: PlacementResult): Promise<void>;
  upload(file: File): Promise<FileRef>;
  createOrder(
    service: ServiceKey,
    block: PresetOrderBlock,
    idempotencyKey: string,
  ): Promise<{ orderId: string }>;
  /** The preset as it stands now (null when it was deleted meanwhile). */
  preset(id: string): Preset | null;
  describeError(error: unknown): string;
}

type Claimed =
  | { kind: 'done'; orderId: string }
  | { kind: 'upload'; fileRef: FileRef; idempotencyKey: string; presetId: string; name: string };

export interface FolderProgress extends QueueSummary {
  /** Orders placed by this app run (ids), newest last. */
  orderIds: string[];
}

class PresetGoneError extends Error {
  constructor() {
    super('The preset of this folder no longer exists');
  }
}

/**
 * Turns files from preset folders into orders through the shared order queue, a batch per
 * "Place all" (or per arrival when placing automatically). Batches run one after another, so at
 * most `concurrency` files are in flight however many batches wait. Every file ends in main's
 * Placed/ or Failed/ (finish), and its Idempotency-Key is main's key for its content, so a file
 * whose answer was lost (or whose app was closed mid-way) is answered, not placed again.
 */
export class FolderOrders {
  private readonly seen = new Set<string>();
  private readonly queues: OrderQueue<IncomingArtwork, Claimed, { orderId: string }>[] = [];
  private readonly listeners = new Set<() => void>();
  private chain: Promise<void> = Promise.resolve();
  private progress: FolderProgress = { total: 0, placed: 0, failed: 0, pending: 0, orderIds: [] };

  private readonly steps: FolderOrderSteps;
  private readonly concurrency: number;

  constructor(steps: FolderOrderSteps, concurrency = DEFAULT_CONCURRENCY) {
    this.steps = steps;
    this.concurrency = concurrency;
  }

  /** True once a file was handed to a batch (it is never queued twice in one run). */
  has(id: string): boolean {
    return this.seen.has(id);
  }

  snapshot = (): FolderProgress => this.progress;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Queues the files not queued before; resolves when this batch is done. */
  enqueue(files: readonly IncomingArtwork[]): Promise<void> {
    const fresh = files.filter((file) => file.presetId !== null && !this.seen.has(file.id));
    if (fresh.length === 0) return this.chain;
    for (const file of fresh) this.seen.add(file.id);
    const queue = new OrderQueue(
      fresh.map((file) => ({ id: file.id, input: file })),
      {
        upload: (file) => this.claimAndUpload(file),
        place: (file, claimed) => this.place(file, claimed),
        describeError: (error) => this.steps.describeError(error),
      },
      { concurrency: this.concurrency },
    );
    this.queues.push(queue);
    queue.subscribe(() => this.update());
    this.update();
    this.chain = this.chain.then(() => queue.start());
    return this.chain;
  }

  private async claimAndUpload(file: IncomingArtwork): Promise<Claimed> {
    const claim = await this.steps.claim(file.id);
    if (claim.kind !== 'place') return { kind: 'done', orderId: claim.orderId };
    try {
      const bytes = blobBytes(claim.file.bytes);
      const fileRef = await this.steps.upload(new File([bytes], claim.file.name, { type: claim.file.type }));
      return {
        kind: 'upload',
        fileRef,
        idempotencyKey: claim.idempotencyKey,
        presetId: claim.presetId,
        name: claim.file.name,
      };
    } catch (error) {
      await this.fail(file.id, error);
      throw error;
    }
  }

  private async place(file: IncomingArtwork, claimed: Claimed): Promise<{ orderId: string }> {
    if (claimed.kind === 'done') return { orderId: claimed.orderId };
    let orderId: string;
    try {
      const preset = this.steps.preset(claimed.presetId);
      const service = preset ? parseServiceParam(preset.service) : null;
      if (!preset || !service) throw new PresetGoneError();
      const block = orderBlockFromPreset(preset.fields, titleFromFileName(claimed.name), [claimed.fileRef]);
      // Main's key for this content, not the queue's: it survives restarts.
      ({ orderId } = await this.steps.createOrder(service, block, claimed.idempotencyKey));
    } catch (error) {
      await this.fail(file.id, error);
      throw error;
    }
    await this.steps.finish(file.id, { ok: true, orderId });
    this.progress = { ...this.progress, orderIds: [...this.progress.orderIds, orderId] };
    return { orderId };
  }

  private async fail(id: string, error: unknown): Promise<void> {
    await this.steps
      .finish(id, { ok: false, reason: this.steps.describeError(error) })
      .catch((finishError: unknown) => console.error('Could not move the file to Failed', finishError));
  }

  private update(): void {
    const sum: QueueSummary = { total: 0, placed: 0, failed: 0, pending: 0 };
    for (const queue of this.queues) {
      const part = queue.summary();
      sum.total += part.total;
      sum.placed += part.placed;
      sum.failed += part.failed;
      sum.pending += part.pending;
    }
    this.progress = { ...sum, orderIds: this.progress.orderIds };
    for (const listener of this.listeners) listener();
  }
}
