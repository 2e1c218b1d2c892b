import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag.ts';

describe('etagMatches (If-None-Match, weak comparison)', () => {
  it('matches the same tag whether either side is weak', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
  });

  it('matches one tag of a list, and *', () => {
    expect(etagMatches('"x", W/"abc" ,"y"', '"abc"')).toBe(true);
    expect(etagMatches(' * ', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, an empty or missing header', () => {
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
