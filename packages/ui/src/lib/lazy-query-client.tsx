import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * TanStack Query's client (query-core, ~8 kB gzipped) is only used by pages that are lazy chunks
 * anyway (the panel, the console, the quote form), so it is not part of `/`: it is a chunk of its
 * own, loaded by the first lazy page (see lazy-page.ts) or when the browser is idle after `/`.
 * Until then the context holds no client; no page that reads it renders before it is there.
 */

let client: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

/** Loads and creates the one QueryClient of this page (once); resolves when the provider has it. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client.ts').then(({ createQueryClient }) => {
    client = createQueryClient();
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

const getClient = () => client;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Provides the client once it has loaded, as QueryClientProvider would (including mount/unmount,
 * which subscribe it to focus and online events). The element stays the same, so nothing below
 * remounts when the client arrives.
 */
export function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  // The same snapshot while hydrating: a prerendered page that uses the client (the quote form)
  // was rendered with it, and mount.tsx has loaded it (with the page's chunk) before hydrating.
  const current = useSyncExternalStore(subscribe, getClient, getClient);
  useEffect(() => {
    if (!current) return;
    current.mount();
    return () => current.unmount();
  }, [current]);
  return <QueryClientContext.Provider value={current ?? undefined}>{children}</QueryClientContext.Provider>;
}
