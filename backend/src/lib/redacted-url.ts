/** Query parameters whose values are credentials: bearer tokens and file-link signatures. */
const SECRET_PARAMS = new Set(['access_token', 'token', 'sig']);

export const REDACTED = '[redacted]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * `url` (a path with its query) as it may be written to a log: the values of `access_token`, `token`
 * and `sig` replaced, however the name is spelled or encoded, everything else left byte for byte as
 * the client sent it.
 */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}
