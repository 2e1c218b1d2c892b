import { QueryClientContext } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useContext, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyQueryClientProvider, loadQueryClient } from './lazy-query-client.tsx';

let mounts = 0;

function Probe() {
  const client = useContext(QueryClientContext);
  const mounted = useRef(false);
  if (!mounted.current) {
    mounted.current = true;
    mounts += 1;
  }
  return <p>{client ? 'client ready' : 'no client yet'}</p>;
}

describe('LazyQueryClientProvider', () => {
  it('provides the query client once it has loaded, without remounting what it wraps', async () => {
    render(
      <LazyQueryClientProvider>
        <Probe />
      </LazyQueryClientProvider>,
    );
    expect(screen.getByText('no client yet')).toBeInTheDocument();
    let loaded: unknown;
    await act(async () => {
      loaded = await loadQueryClient();
    });
    expect(screen.getByText('client ready')).toBeInTheDocument();
    expect(mounts).toBe(1);
    // One client per page: later callers get the same one.
    expect(await loadQueryClient()).toBe(loaded);
  });
});
