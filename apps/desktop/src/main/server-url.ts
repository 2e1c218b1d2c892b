/**
 * Normalises what the user typed as the server address: http(s) only, no credentials, query or
 * fragment, no trailing slash. A path prefix is kept for servers mounted below the root.
 */
export function parseServerUrl(input: string): { ok: true; url: string } | { ok: false; error: string } {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, error: 'Enter a full address such as https://stitchdesk.example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, error: 'The server address must start with http:// or https://' };
  }
  if (url.username || url.password) {
    return { ok: false, error: 'The server address must not contain a user name or password' };
  }
  if (url.search || url.hash) {
    return { ok: false, error: 'The server address must not contain ? or #' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}

/** The origin part, as CSP source lists want it. */
export function serverOrigin(serverUrl: string): string {
  return new URL(serverUrl).origin;
}
