import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { restoreApi } from './fake-api.ts';

// jsdom has no matchMedia; the toaster and the reduced-motion hook ask it. Answer "no preference".
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A test's first find waits for a lazily loaded page, which Vite transforms on first import: on a
// busy two-core machine that took longer than the 1 s default and failed tests that were right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  restoreApi();
});
