import { describe, expect, it } from 'vitest';
import { formatDesignSize } from './format.ts';

describe('order view formats', () => {
  it('shows design size as height by width, N/A when missing', () => {
    expect(formatDesignSize({ height: 3, width: 4.5 })).toBe('3 × 4.5 in (height × width)');
    expect(formatDesignSize(null)).toBe('N/A');
    expect(formatDesignSize({ height: 3 })).toBe('N/A');
  });
});
