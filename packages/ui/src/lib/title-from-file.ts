import { MAX_SHORT_TEXT } from '@stitchdesk/shared';

/**
 * An order title from a file's name: without its extension, underscores, dashes and dots read as
 * spaces, runs of white space as one ("acme_logo--v2.final.dst" → "acme logo v2 final"). A name
 * that is all extension or punctuation keeps the name as it is.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const stem = base.replace(/\.[^.]+$/, '');
  const tidy = (stem || base)
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (tidy || base.trim() || 'Untitled').slice(0, MAX_SHORT_TEXT).trim();
}
