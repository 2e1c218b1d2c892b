import { describe, expect, it } from 'vitest';
import { parseHex, relativeLuminance, threadPaint } from './thread-colour.ts';

describe('thread colours', () => {
  it('paints a thread in its own colour, unlightened: navy stays navy', () => {
    const navy = threadPaint('#1F2A5C');
    expect(navy.base).toBe('#1f2a5c');
    expect(navy.outline).toBeNull();
    // The sheen is lighter than the thread, still blue.
    const [r, g, b] = parseHex(navy.highlight);
    expect(relativeLuminance([r, g, b])).toBeGreaterThan(relativeLuminance(parseHex('#1f2a5c')));
    expect(b).toBeGreaterThan(r);
  });

  it('gives white and pale threads a darker edge to stand out from the white preview', () => {
    expect(threadPaint('#ffffff').outline).toBe('#999999');
    expect(threadPaint('#fff8dc').outline).not.toBeNull();
    expect(threadPaint('#ffd700').outline).toBeNull();
  });

  it('reads short hex and falls back to black for anything else', () => {
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(threadPaint('not a colour').base).toBe('#000000');
  });
});
