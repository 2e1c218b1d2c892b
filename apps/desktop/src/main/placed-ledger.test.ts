import Store from 'electron-store';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { createPlacedLedger } from './placed-ledger.ts';

const tempDir = tempDirsPerTest();
const hashA = 'a'.repeat(64);
const hashB = 'b'.repeat(64);

describe('placed ledger', () => {
  it('keeps one idempotency key per content until it is placed, also across restarts', async () => {
    const dir = await tempDir();
    const first = createPlacedLedger(new Store({ cwd: dir, name: 'state' }));
    const claim = first.claim(hashA, '/w/Caps/logo.png');
    expect(claim.kind).toBe('place');
    // The app stopped before the order was recorded: the same key comes back, so the server replays.
    const restarted = createPlacedLedger(new Store({ cwd: dir, name: 'state' }));
    expect(restarted.claim(hashA, '/w/Caps/logo.png')).toEqual(claim);
    expect(restarted.claim(hashB, '/w/Caps/logo.png')).not.toEqual(claim);
  });

  it('tells a recorded file still in place from the same bytes dropped again', async () => {
    const dir = await tempDir();
    const ledger = createPlacedLedger(new Store({ cwd: dir, name: 'state' }));
    ledger.claim(hashA, '/w/Caps/logo.png');
    ledger.recordPlaced(hashA, 'order-1');
    const restarted = createPlacedLedger(new Store({ cwd: dir, name: 'state' }));
    expect(restarted.claim(hashA, '/w/Caps/logo.png')).toEqual({ kind: 'placed', orderId: 'order-1' });
    expect(restarted.claim(hashA, '/w/Hats/logo.png')).toMatchObject({
      kind: 'duplicate',
      orderId: 'order-1',
    });
    // Once moved to Placed/, the same bytes at the same path again are a new drop: a duplicate.
    restarted.recordFiled(hashA);
    expect(restarted.claim(hashA, '/w/Caps/logo.png')).toMatchObject({
      kind: 'duplicate',
      orderId: 'order-1',
    });
  });

  it('ignores a corrupt store and refuses to record what was never claimed', async () => {
    const dir = await tempDir();
    const store = new Store({ cwd: dir, name: 'state' });
    store.set('placedLedger', { nonsense: 1 });
    const ledger = createPlacedLedger(store);
    expect(ledger.claim(hashA, '/w/a.png').kind).toBe('place');
    expect(() => ledger.recordPlaced(hashB, 'x')).toThrow(/never claimed/);
  });
});
