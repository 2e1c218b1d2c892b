import { describe, expect, it } from 'vitest';
import { storageKeyFor } from './files.ts';
import { newId } from '../../lib/ids.ts';

describe('storageKeyFor', () => {
  it('spreads time-ordered ids made together over many folders, by their random last digits', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    const folders = new Set(ids.map((id) => storageKeyFor(id).split('/')[1]));
    expect(folders.size).toBeGreaterThan(200);
    expect(storageKeyFor(ids[0])).toBe(`files/${ids[0].slice(-2)}/${ids[0]}`);
  });
});
