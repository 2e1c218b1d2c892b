import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  publicShopSettingsResponseSchema,
  publicShopSettingsSchema,
  SHOP_DETAILS_SCRIPT_ID,
  type PublicShopSettings,
} from '@stitchdesk/shared';
import { usePlatform } from './platform-context.tsx';

/**
 * The shop's public details (name, address, contact, social links) that the site's footer and
 * contact lines show. A served page carries them (served-page.ts), read before hydrating; where
 * none came with the page (the desktop app, the dev server) they are read from the API, and until
 * then nothing is shown in their place.
 */
const ShopDetailsContext = createContext<PublicShopSettings | null>(null);

/** The details the server wrote into this page, or null when it has none (or they do not parse). */
export function readEmbeddedShopDetails(doc: Document = document): PublicShopSettings | null {
  const text = doc.getElementById(SHOP_DETAILS_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = publicShopSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function ShopDetailsProvider({
  initial,
  children,
}: {
  initial: PublicShopSettings | null;
  children: ReactNode;
}) {
  const [details, setDetails] = useState(initial);
  const platform = usePlatform();
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetch(`${platform.apiBaseUrl()}/settings/public`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = publicShopSettingsResponseSchema.safeParse(body);
        if (parsed.success) setDetails(parsed.data.settings);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [initial, platform]);
  return <ShopDetailsContext.Provider value={details}>{children}</ShopDetailsContext.Provider>;
}

/** Null until known: callers show nothing rather than a placeholder. */
export function useShopDetails(): PublicShopSettings | null {
  return useContext(ShopDetailsContext);
}
