import { createFolderPlacement } from './folder-placement.ts';
import type { HotFolder } from './hot-folder.ts';
import type { MainServices } from './ipc-handlers.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { createPlacedLedger } from './placed-ledger.ts';
import { createSavedDeliveries } from './saved-deliveries.ts';

/**
 * The services that remember what they did in main's state store, so placements, saved deliveries
 * and preset folders survive a restart; one builder so the app and its test hosts wire them alike.
 */
export function stateBackedServices(
  hotFolder: HotFolder,
  store: KeyValueStore,
): Pick<MainServices, 'placement' | 'savedDeliveries' | 'presetFolderStore'> {
  return {
    placement: createFolderPlacement({ hotFolder, ledger: createPlacedLedger(store) }),
    savedDeliveries: createSavedDeliveries(store),
    presetFolderStore: store,
  };
}
