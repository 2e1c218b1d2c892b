import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { IncomingArtwork } from '../../platform/types.ts';
import { usePlatform } from '../../lib/platform-context.tsx';
import { useLatest } from '../../lib/use-latest.ts';

type Consumer = (files: File[]) => void;

interface IncomingArtworkState {
  /** False on hosts without a hot folder (the web). */
  available: boolean;
  /** Files waiting in the hot folder's tray (top level: for the next new-order form). */
  tray: readonly IncomingArtwork[];
  /** Files dropped into preset sub-folders (each becomes an order of its own). */
  presetTray: readonly IncomingArtwork[];
  dismiss(id: string): void;
  /** The open new-order form registers here; files are handed to it, then taken out of the tray. */
  register(consumer: Consumer): () => void;
}

const IncomingArtworkContext = createContext<IncomingArtworkState>({
  available: false,
  tray: [],
  presetTray: [],
  dismiss: () => {},
  register: () => () => {},
});

/**
 * Connects the desktop hot folder to the panel: files dropped into it are attached to the
 * new-order form that is open, or wait in the tray for the next one opened.
 */
export function IncomingArtworkProvider({ children }: { children: ReactNode }) {
  const incoming = usePlatform().incomingArtwork;
  const [everything, setEverything] = useState<readonly IncomingArtwork[]>([]);
  const tray = useMemo(() => everything.filter((file) => file.presetFolder === null), [everything]);
  const presetTray = useMemo(() => everything.filter((file) => file.presetFolder !== null), [everything]);
  const [consumer, setConsumer] = useState<Consumer | null>(null);
  const reading = useRef(new Set<string>());
  // The form open when a read finishes gets the file (it may not be the one open when it started).
  const consumerRef = useLatest(consumer);

  useEffect(() => incoming?.subscribe((files) => setEverything(files)), [incoming]);

  useEffect(() => {
    if (!incoming || !consumer) return;
    for (const item of tray) {
      if (reading.current.has(item.id)) continue;
      reading.current.add(item.id);
      item
        .read()
        .then((file) => {
          const current = consumerRef.current;
          if (!current) return;
          current([file]);
          incoming.take([item.id]);
        })
        .catch((error: unknown) => console.error(`Could not read incoming artwork ${item.name}`, error))
        .finally(() => reading.current.delete(item.id));
    }
  }, [incoming, consumer, consumerRef, tray]);

  const register = useCallback((next: Consumer) => {
    setConsumer(() => next);
    return () => setConsumer((current: Consumer | null) => (current === next ? null : current));
  }, []);

  const dismiss = useCallback((id: string) => incoming?.take([id]), [incoming]);

  const value = useMemo<IncomingArtworkState>(
    () => ({ available: Boolean(incoming), tray, presetTray, dismiss, register }),
    [incoming, tray, presetTray, dismiss, register],
  );
  return <IncomingArtworkContext.Provider value={value}>{children}</IncomingArtworkContext.Provider>;
}

export function useIncomingArtwork(): IncomingArtworkState {
  return useContext(IncomingArtworkContext);
}

/** Called by an open new-order form: incoming files are added to it while it is mounted. */
export function useAttachIncomingArtwork(add: Consumer, enabled: boolean) {
  const { register } = useIncomingArtwork();
  useEffect(() => (enabled ? register(add) : undefined), [register, add, enabled]);
}
