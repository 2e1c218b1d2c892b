/** The renderer is served from `app://stitchdesk`, an origin the API's CORS always admits. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'stitchdesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/**
 * `scheme://host[:port]` of a URL, or null when it cannot be parsed. Computed by hand because the
 * WHATWG `URL.origin` is the string "null" for non-special schemes such as `app:`.
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!parsed.host) return null;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/** The origins whose pages count as the app: `app://stitchdesk`, plus the Vite dev server in development. */
export function appOrigins(devRendererUrl: string | undefined): string[] {
  const origins = [APP_ORIGIN];
  const dev = devRendererUrl ? originOf(devRendererUrl) : null;
  if (dev) origins.push(dev);
  return origins;
}

export function isAppUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}
