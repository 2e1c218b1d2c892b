/** Longest stored file name, in characters; the extension is kept when shortening. */
export const MAX_FILE_NAME_LENGTH = 150;
const MAX_EXTENSION_LENGTH = 16;

// C0/C1 controls, bidi overrides and isolates (they can disguise an extension: "txt.exe" shown as
// "exe.txt"), zero-width characters and BOM.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Characters Windows refuses in names, which would break a ZIP or a download.
const UNSAFE = /[<>:"|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A file name that is safe to store, show and hand to a browser as a download name: no path
 * separators, no `..`, no control or invisible characters, at most MAX_FILE_NAME_LENGTH characters
 * with the extension kept. Never empty.
 */
export function sanitizeFileName(raw: string): string {
  // Some browsers send the whole client path ("C:\\Users\\me\\logo.png"); only its last part is the name.
  const lastSegment =
    raw
      .split(/[/\\]/)
      .filter((part) => part.trim() !== '')
      .pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(INVISIBLE, '').replace(UNSAFE, '_');
  name = name
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  // Leading dots would hide the file on Unix; trailing dots and spaces are dropped by Windows.
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  if (name === '') return 'file';

  const chars = [...name];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const keepExtension = extension.length > 1 && [...extension].length <= MAX_EXTENSION_LENGTH;
  const tail = keepExtension ? [...extension] : [];
  const stem = (keepExtension ? [...name.slice(0, dot)] : chars).slice(0, MAX_FILE_NAME_LENGTH - tail.length);
  return `${stem.join('').trimEnd()}${tail.join('')}`;
}

/**
 * A Content-Disposition header for `name` (already sanitised): an ASCII fallback for old clients plus
 * the exact UTF-8 name as RFC 5987 `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Content types a browser shows without running anything in our origin. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
  'text/plain',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/wav',
]);

/** Markup, script or anything a browser could execute if it rendered it from our origin. */
const SCRIPTABLE = /(html|xml|svg|javascript|ecmascript|x-shockwave-flash|xsl|\+xml|text\/css|multipart\/)/i;

/** A declared content type reduced to `type/subtype`, lower case; unknown or odd values become octet-stream. */
export function normalizeContentType(declared: string | undefined | null): string {
  const base = (declared ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(base)
    ? base
    : 'application/octet-stream';
}

/**
 * How a stored file is served. Safe viewable types are shown inline with their own type; types that
 * could run script are forced to a download of `application/octet-stream`; the rest download as
 * their own type.
 */
export function servingOf(storedType: string): { contentType: string; disposition: 'inline' | 'attachment' } {
  const type = normalizeContentType(storedType);
  if (INLINE_TYPES.has(type)) return { contentType: type, disposition: 'inline' };
  if (SCRIPTABLE.test(type)) return { contentType: 'application/octet-stream', disposition: 'attachment' };
  return { contentType: type, disposition: 'attachment' };
}
