import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './title-from-file.ts';

describe('titleFromFileName', () => {
  it.each([
    ['logo.png', 'logo'],
    ['acme_logo--v2.final.dst', 'acme logo v2 final'],
    ['  Team   Crest .PES', 'Team Crest'],
    ['C:\\art\\front.jpg', 'front'],
    ['folder/back_print.svg', 'back print'],
    ['no-extension', 'no extension'],
    ['.hidden', 'hidden'],
    ['___.png', '___.png'],
  ])('%s → %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it('keeps titles within the order title limit', () => {
    expect(titleFromFileName(`${'a'.repeat(300)}.png`)).toHaveLength(200);
  });
});
