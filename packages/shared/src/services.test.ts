import { describe, expect, it } from 'vitest';
import { parsePublicServiceSlug, parseServiceParam, SERVICE_KEYS, SERVICE_LABELS } from './services.ts';

describe('parseServiceParam', () => {
  it('accepts every label and key, in any case', () => {
    for (const key of SERVICE_KEYS) {
      expect(parseServiceParam(key)).toBe(key);
      expect(parseServiceParam(key.toUpperCase())).toBe(key);
      expect(parseServiceParam(SERVICE_LABELS[key])).toBe(key);
      expect(parseServiceParam(SERVICE_LABELS[key].toLowerCase())).toBe(key);
    }
  });

  it('accepts a URL-encoded label as a router may pass it', () => {
    expect(parseServiceParam('Custom%20Apparel')).toBe('customApparel');
    expect(parseServiceParam(' custom apparel ')).toBe('customApparel');
  });

  it('refuses anything else', () => {
    for (const bad of ['', undefined, null, 'apparel', 'Custom', 'digitising', '%E0%A4%A', 'constructor']) {
      expect(parseServiceParam(bad)).toBeNull();
    }
  });
});

describe('parsePublicServiceSlug', () => {
  it('knows only the three public service pages', () => {
    expect(parsePublicServiceSlug('digitizing')).toBe('digitizing');
    expect(parsePublicServiceSlug('vector')).toBe('vector');
    expect(parsePublicServiceSlug('patches')).toBe('patches');
    expect(parsePublicServiceSlug('customApparel')).toBeNull();
    expect(parsePublicServiceSlug('Digitizing')).toBeNull();
    expect(parsePublicServiceSlug(undefined)).toBeNull();
  });
});
