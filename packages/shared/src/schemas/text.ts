import { z } from 'zod';

/**
 * The one rule every text field of every schema follows, so no request can store text the
 * database refuses (PostgreSQL text and jsonb hold neither NUL nor a lone UTF-16 surrogate: both
 * used to end in a 500) or text that misleads whoever reads it.
 *
 * - NUL, lone surrogates and every other control character but tab and line feed (C0, DEL, C1) are
 *   refused (400): they are never typed, only sent by scripts. A carriage return ending a line
 *   (CR LF, or a lone CR) is read as the line feed it stands for.
 * - Tabs and line feeds stay in multi-line text; in single-line text (titles, names, search terms)
 *   they are removed, and so are bidirectional embeddings, overrides and isolates: like in file
 *   names, they can make text read differently than it is stored ("txt.exe" shown as "exe.txt").
 *   Multi-line text keeps them for right-to-left writing; the UI shows it isolated.
 */
export const TEXT_NOT_ALLOWED = 'Contains characters that are not allowed';

const REFUSED =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What single-line text drops: tab, line feed, bidi embeddings/overrides and isolates. */
export const SINGLE_LINE_STRIPPED = /[\t\n\u202a-\u202e\u2066-\u2069]/g;

/** False for text holding a control character (tab and line feed aside) or a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !REFUSED.test(value);
}

/** Line ends as line feeds: CR LF and a lone CR each become LF. */
export function normalizeLineEnds(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** `value` without bidirectional embeddings, overrides and isolates (for text made of names). */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export function cleanSingleLine(value: string): string {
  return value.replace(SINGLE_LINE_STRIPPED, '');
}

export type TextKind = 'line' | 'multiline' | 'secret';

/**
 * A string schema applying the rule; chain `.trim()`, `.min()`, `.max()` after it as usual.
 * `secret` (passwords) refuses the same characters but changes nothing: a password is compared as
 * typed.
 */
export function text(kind: TextKind = 'line', params?: Parameters<typeof z.string>[0]) {
  const refuse = { error: TEXT_NOT_ALLOWED, abort: true } as const;
  if (kind === 'secret') return z.string(params).refine(isStorableText, refuse);
  const schema = z.string(params).overwrite(normalizeLineEnds).refine(isStorableText, refuse);
  return kind === 'line' ? schema.overwrite(cleanSingleLine) : schema;
}
