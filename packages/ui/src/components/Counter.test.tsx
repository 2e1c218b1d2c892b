import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Counter } from './Counter.tsx';

/** requestAnimationFrame driven by hand: each `frame(ms)` runs the queued callbacks at that time. */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.push(callback);
    return queue.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    queue = [];
  });
  return (at: number) =>
    act(() => {
      const running = queue;
      queue = [];
      for (const callback of running) callback(at);
    });
}

function shown() {
  return screen.getByTestId('counter-value').textContent;
}

describe('<Counter>', () => {
  beforeEach(() => {
    // jsdom has no IntersectionObserver; the counter then starts at once (tested that way here).
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts up from 0 to its target and stops there', () => {
    const frame = manualFrames();
    render(<Counter target={1547} suffix="+" label="Orders Completed" durationMs={1000} />);
    expect(shown()).toBe('0+');
    frame(0);
    expect(shown()).toBe('0+');
    frame(500);
    const halfway = Number(shown()!.replace('+', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1547);
    frame(1000);
    expect(shown()).toBe('1547+');
    frame(1600);
    expect(shown()).toBe('1547+');
  });

  it('tells screen readers the final figure, not the frames', () => {
    manualFrames();
    render(<Counter target={999} suffix="+" label="Satisfied Clients" />);
    expect(screen.getByText('999+ Satisfied Clients')).toHaveClass('sr-only');
    expect(screen.getByTestId('counter-value')).toHaveAttribute('aria-hidden', 'true');
  });

  it('jumps straight to the target when the visitor prefers reduced motion', () => {
    manualFrames();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Counter target={10} suffix="+" label="Years of Experience" />);
    expect(shown()).toBe('10+');
  });

  it('waits until it scrolls into view before counting', () => {
    const frame = manualFrames();
    let reveal: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reveal = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Counter target={10} label="Years of Experience" durationMs={100} />);
    frame(0);
    frame(200);
    expect(shown()).toBe('0');
    act(() => reveal(true));
    frame(1000);
    frame(1200);
    expect(shown()).toBe('10');
  });
});
