import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Preset } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { uploadFile } from '../../lib/files.ts';
import { retryAfterSeconds } from '../../lib/retry-after.ts';
import { usePlatform } from '../../lib/platform-context.tsx';
import { useLatest } from '../../lib/use-latest.ts';
import type { IncomingArtwork } from '../../platform/types.ts';
import { useIncomingArtwork } from '../incoming/IncomingArtworkProvider.tsx';
import { createOrderWithKey } from '../new-order/api/create-order.ts';
import { ordersQueryOptions } from '../orders/api/get-orders.ts';
import { presetsQueryOptions } from '../presets/api/get-presets.ts';
import { FolderOrders, type FolderProgress } from './folder-orders.ts';

interface HotFolderOrdersState {
  available: boolean;
  /** Files in preset folders not handed to a batch yet. */
  waiting: readonly IncomingArtwork[];
  placeAll(): void;
  progress: FolderProgress;
}

const NO_PRESETS: readonly Preset[] = [];
const EMPTY: FolderProgress = { total: 0, placed: 0, failed: 0, pending: 0, orderIds: [] };
const HotFolderOrdersContext = createContext<HotFolderOrdersState>({
  available: false,
  waiting: [],
  placeAll: () => {},
  progress: EMPTY,
});

/**
 * The desktop hot folder's order half: keeps one sub-folder per preset, and places the files
 * dropped into them as orders with that preset, on "Place all" or as they arrive when the
 * setting says so. Lives for the whole panel, so placing goes on while the client moves around.
 */
export function HotFolderOrdersProvider({ children }: { children: ReactNode }) {
  const host = usePlatform().incomingArtwork?.presetFolders;
  const queryClient = useQueryClient();
  const { presetTray } = useIncomingArtwork();
  const { data: presets } = useQuery({ ...presetsQueryOptions(), enabled: Boolean(host) });
  const presetsRef = useLatest<readonly Preset[]>(presets ?? NO_PRESETS);

  useEffect(() => {
    if (!host || !presets) return;
    host
      .sync(presets.map((preset) => ({ id: preset._id, name: preset.name })))
      .catch((error: unknown) => console.error('Could not keep the preset folders in step', error));
  }, [host, presets]);

  const [orders] = useState(() =>
    host
      ? new FolderOrders({
          claim: (id) => host.claim(id),
          finish: (id, result) => host.finish(id, result),
          upload: (file) => patiently(() => uploadFile(file)),
          async createOrder(service, block, key) {
            const { order } = await patiently(() => createOrderWithKey(service, block, key));
            return { orderId: order._id };
          },
          preset: (id) => presetsRef.current.find((preset) => preset._id === id) ?? null,
          describeError: (error) =>
            errorMessage(error, error instanceof Error ? error.message : 'The order could not be placed'),
        })
      : null,
  );
  const progress = useSyncExternalStore(orders?.subscribe ?? noSubscribe, orders?.snapshot ?? emptySnapshot);

  const waiting = useMemo(
    () => (orders ? presetTray.filter((file) => file.presetId !== null && !orders.has(file.id)) : []),
    [orders, presetTray],
  );

  const place = useCallback(
    (files: readonly IncomingArtwork[]) => {
      if (!orders || files.length === 0) return;
      orders
        .enqueue(files)
        .finally(() => void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }));
    },
    [orders, queryClient],
  );

  // Placing automatically waits for the presets, so a file's preset is known when it is placed.
  useEffect(() => {
    if (host?.autoPlace() && presets && waiting.length > 0) place(waiting);
  }, [host, presets, waiting, place]);

  const value = useMemo<HotFolderOrdersState>(
    () => ({ available: Boolean(host), waiting, placeAll: () => place(waiting), progress }),
    [host, waiting, place, progress],
  );
  return <HotFolderOrdersContext.Provider value={value}>{children}</HotFolderOrdersContext.Provider>;
}

/** Longest server-asked pause honoured before a file counts as failed. */
const MAX_WAIT_SECONDS = 15 * 60;

/**
 * A folder of hundreds of files meets the server's per-client limits (uploads per 10 minutes,
 * uploads at once): when the server says when to come back (429 + Retry-After), wait and go on,
 * rather than filing the rest under Failed/. Same Idempotency-Key on the retry, so no duplicate.
 */
async function patiently<T>(attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait === null || wait > MAX_WAIT_SECONDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

const noSubscribe = () => () => {};
const emptySnapshot = () => EMPTY;

export function useHotFolderOrders(): HotFolderOrdersState {
  return useContext(HotFolderOrdersContext);
}
