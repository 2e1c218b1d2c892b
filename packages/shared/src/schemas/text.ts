import { z } from 'zod';

/**
 * The one rule every text field of every schema follows, so no request can store text the
 * database refuses (PostgreSQL text and jsonb hold neither NUL nor a lone UTF-16 surrogate: both
 * used to end in a 500) or text that misleads whoever reads it.
 *
 * - NUL and lone surrogates are refused (400): they are never typed, only sent by scripts.
 * - Other control characters are removed, except tab and line feed in multi-line text (a carriage
 *   return before a line feed is dropped, a lone one becomes a line feed).
 * - In single-line text (titles, names, search terms) bidirectional embeddings, overrides and
 *   isolates are removed too: like in file names, they can make text read differently than it is
 *   stored ("txt.exe" shown as "exe.txt").
 */
export const TEXT_NOT_ALLOWED = 'Contains characters that are not allowed';

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- C0 and C1 controls, then bidi embeddings/overrides and isolates
export const SINGLE_LINE_STRIPPED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- C0 controls but tab and line feed, and C1
const MULTI_LINE_STRIPPED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** False for text holding NUL or a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(value);
}

export function cleanSingleLine(value: string): string {
  return value.replace(SINGLE_LINE_STRIPPED, '');
}

export function cleanMultiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(MULTI_LINE_STRIPPED, '');
}

export type TextKind = 'line' | 'multiline' | 'secret';

/**
 * A string schema applying the rule; chain `.trim()`, `.min()`, `.max()` after it as usual.
 * `secret` (passwords) refuses what cannot be stored but changes nothing: a password is compared
 * as typed.
 */
export function text(kind: TextKind = 'line', params?: Parameters<typeof z.string>[0]) {
  const schema = z.string(params).refine(isStorableText, { error: TEXT_NOT_ALLOWED, abort: true });
  if (kind === 'secret') return schema;
  return schema.overwrite(kind === 'line' ? cleanSingleLine : cleanMultiLine);
}
