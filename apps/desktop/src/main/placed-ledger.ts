import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { KeyValueStore } from './key-value-store.ts';

const LEDGER_KEY = 'placedLedger';

const recordSchema = z.object({
  /** Sent as Idempotency-Key on every attempt for this content, so a retry is answered, not re-placed. */
  idempotencyKey: z.string().regex(/^[0-9a-f]{32}$/),
  /** The path the content was claimed from; a later drop of the same bytes elsewhere is a duplicate. */
  path: z.string(),
  orderId: z.string().optional(),
  placedAt: z.string().optional(),
  /** The placed file was moved to Placed/: any later file with these bytes is a new drop. */
  filed: z.boolean().optional(),
});
export type LedgerRecord = z.infer<typeof recordSchema>;
const ledgerSchema = z.record(z.string().regex(/^[0-9a-f]{64}$/), recordSchema);

export type Claim =
  /** Not placed yet (or placed but not recorded): place it with this key. */
  | { kind: 'place'; idempotencyKey: string }
  /** Already placed from this very path, and the move to Placed/ did not happen: finish the move. */
  | { kind: 'placed'; orderId: string }
  /** The same bytes were placed before from another file: never place them twice. */
  | { kind: 'duplicate'; orderId: string; placedAt: string | undefined };

export interface PlacedLedger {
  claim(sha256: string, filePath: string): Claim;
  recordPlaced(sha256: string, orderId: string): void;
  recordFiled(sha256: string): void;
}

/**
 * Which file contents (by SHA-256) have become orders, kept in the main process's store so it
 * survives restarts. Content, not names: the same name with other bytes is a new order, the same
 * bytes under any name are not.
 */
export function createPlacedLedger(store: KeyValueStore): PlacedLedger {
  function read(): Record<string, LedgerRecord> {
    const parsed = ledgerSchema.safeParse(store.get(LEDGER_KEY));
    return parsed.success ? parsed.data : {};
  }
  function write(ledger: Record<string, LedgerRecord>): void {
    store.set(LEDGER_KEY, ledger);
  }

  return {
    claim(sha256, filePath) {
      const ledger = read();
      const known = ledger[sha256];
      if (known?.orderId) {
        return known.path === filePath && !known.filed
          ? { kind: 'placed', orderId: known.orderId }
          : { kind: 'duplicate', orderId: known.orderId, placedAt: known.placedAt };
      }
      // An unfinished claim keeps its key (a crash may have placed the order already).
      const idempotencyKey = known?.idempotencyKey ?? randomBytes(16).toString('hex');
      ledger[sha256] = { idempotencyKey, path: filePath };
      write(ledger);
      return { kind: 'place', idempotencyKey };
    },
    recordPlaced(sha256, orderId) {
      const ledger = read();
      const known = ledger[sha256];
      if (!known) throw new Error('Placed content that was never claimed');
      ledger[sha256] = { ...known, orderId, placedAt: new Date().toISOString() };
      write(ledger);
    },
    recordFiled(sha256) {
      const ledger = read();
      const known = ledger[sha256];
      if (!known?.orderId) return;
      ledger[sha256] = { ...known, filed: true };
      write(ledger);
    },
  };
}
