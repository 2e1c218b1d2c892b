/**
 * A service has two names: the label the client's URLs and orders carry (`serviceType`) and the key
 * that names its nested block in an order (`digitizing`, `vector`, `patches`, `customApparel`).
 */
export const SERVICE_KEYS = ['digitizing', 'vector', 'patches', 'customApparel'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SERVICE_LABELS = {
  digitizing: 'Digitizing',
  vector: 'Vector',
  patches: 'Patches',
  customApparel: 'Custom Apparel',
} as const satisfies Record<ServiceKey, string>;
export type ServiceLabel = (typeof SERVICE_LABELS)[ServiceKey];

/** The names the order pages show as headings. */
export const SERVICE_TITLES = {
  digitizing: 'Digitizing',
  vector: 'Vector Art',
  patches: 'Custom Patches',
  customApparel: 'Custom Apparel',
} as const satisfies Record<ServiceKey, string>;

/** Goods that are made and shipped, so their orders pass through In Production and Shipped. */
export const PHYSICAL_SERVICES: readonly ServiceKey[] = ['patches', 'customApparel'];

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && (SERVICE_KEYS as readonly string[]).includes(value);
}

/**
 * Reads a `:service` URL parameter. Accepts either name, case-insensitively and with surrounding
 * white space or URL encoding tolerated (`Custom Apparel`, `custom%20apparel`, `customApparel`).
 * Returns null for anything else so the caller can answer 404 or go to /not-found.
 */
export function parseServiceParam(param: string | null | undefined): ServiceKey | null {
  if (!param) return null;
  let text: string;
  try {
    text = decodeURIComponent(param);
  } catch {
    return null;
  }
  const wanted = text.trim().toLowerCase();
  for (const key of SERVICE_KEYS) {
    if (key.toLowerCase() === wanted || SERVICE_LABELS[key].toLowerCase() === wanted) return key;
  }
  return null;
}

export function serviceLabel(key: ServiceKey): ServiceLabel {
  return SERVICE_LABELS[key];
}

export function serviceKeyOfLabel(label: string): ServiceKey | null {
  return parseServiceParam(label);
}

/** The public /services/{x} and /pricing/{x} pages exist for these three only. */
export const PUBLIC_SERVICE_SLUGS = ['digitizing', 'vector', 'patches'] as const;
export type PublicServiceSlug = (typeof PUBLIC_SERVICE_SLUGS)[number];

export function parsePublicServiceSlug(param: string | undefined): PublicServiceSlug | null {
  return (PUBLIC_SERVICE_SLUGS as readonly string[]).includes(param ?? '')
    ? (param as PublicServiceSlug)
    : null;
}
