const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Normalises what the user typed as the server address: http(s) only, no credentials, query or
 * fragment, no trailing slash. A path prefix is kept for servers mounted below the root.
 * Plain http is accepted only for this computer: the app's origin is secure, so Chromium blocks
 * http requests to any other host as mixed content (and a password must not cross a network in clear).
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
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return {
      ok: false,
      error: 'Use https:// for a server on another computer (http:// only works for localhost)',
    };
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
