import { z } from 'zod';
import type { KeyValueStore } from './key-value-store.ts';

const SAVED_KEY = 'savedDeliveries';
/** Oldest keys are dropped beyond this, so the store stays small after years of orders. */
export const MAX_REMEMBERED = 20_000;
export const deliveryKeySchema = z.string().min(1).max(600);

export interface SavedDeliveries {
  list(): string[];
  add(keys: readonly string[]): void;
}

/**
 * Which delivered files (one key per order and file, made by the renderer) were already saved to
 * disk, kept in the store so a restart neither saves them again nor misses what came meanwhile.
 */
export function createSavedDeliveries(store: KeyValueStore): SavedDeliveries {
  function list(): string[] {
    const parsed = z.array(deliveryKeySchema).safeParse(store.get(SAVED_KEY));
    return parsed.success ? parsed.data : [];
  }
  return {
    list,
    add(keys) {
      const known = new Set(list());
      const fresh = keys.filter((key) => !known.has(key));
      if (fresh.length === 0) return;
      store.set(SAVED_KEY, [...known, ...fresh].slice(-MAX_REMEMBERED));
    },
  };
}
