import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PlacementClaim, PlacementResult } from '@stitchdesk/shared/desktop-bridge';
import { artworkContentType } from './artwork-types.ts';
import { moveToFailed, moveToPlaced } from './file-moves.ts';
import type { HotFolder } from './hot-folder.ts';
import type { PlacedLedger } from './placed-ledger.ts';

export class NotAPresetFileError extends Error {
  constructor(name: string) {
    super(`${name} is not in a preset's folder`);
    this.name = 'NotAPresetFileError';
  }
}

export interface FolderPlacement {
  /**
   * Starts placing a preset-folder file: reads it once, hashes it and asks the ledger. Content that
   * is already an order is not handed out again: it is moved away here and reported as such.
   */
  claim(id: string): Promise<PlacementClaim>;
  /** After the renderer's attempt: record the order and move the file to Placed/, or to Failed/. */
  finish(id: string, result: PlacementResult): Promise<string>;
}

/**
 * The main-process half of "files in a preset folder become orders" (the renderer places them
 * through the API with the signed-in session). The content hash taken at claim time is the one
 * recorded, so a file rewritten in between cannot be recorded under the wrong bytes.
 */
export function createFolderPlacement(deps: {
  hotFolder: HotFolder;
  ledger: PlacedLedger;
  now?: () => Date;
}): FolderPlacement {
  const claims = new Map<string, { sha256: string; path: string; root: string }>();
  const now = deps.now ?? (() => new Date());

  function watchedRoot(): string {
    const root = deps.hotFolder.folder();
    if (!root) throw new Error('No folder is being watched');
    return root;
  }

  return {
    async claim(id) {
      const entry = deps.hotFolder.entry(id);
      if (entry.presetFolder === null || entry.presetId === null) throw new NotAPresetFileError(entry.name);
      const root = watchedRoot();
      const bytes = await readFile(entry.path);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const claim = deps.ledger.claim(sha256, entry.path);
      if (claim.kind === 'placed') {
        await moveToPlaced(root, entry.path, now());
        deps.ledger.recordFiled(sha256);
        deps.hotFolder.take([id]);
        return { kind: 'placed', orderId: claim.orderId };
      }
      if (claim.kind === 'duplicate') {
        const when = claim.placedAt ? ` on ${claim.placedAt.slice(0, 10)}` : '';
        await moveToFailed(
          root,
          entry.path,
          `Not placed: the same file was already placed as order ${claim.orderId}${when}.`,
        );
        deps.hotFolder.take([id]);
        return { kind: 'duplicate', orderId: claim.orderId };
      }
      claims.set(id, { sha256, path: entry.path, root });
      return {
        kind: 'place',
        idempotencyKey: claim.idempotencyKey,
        presetId: entry.presetId,
        file: { name: entry.name, type: artworkContentType(entry.name), bytes: new Uint8Array(bytes) },
      };
    },
    async finish(id, result) {
      const claim = claims.get(id);
      if (!claim) throw new Error(`No placement under way for ${id}`);
      claims.delete(id);
      deps.hotFolder.take([id]);
      if (result.ok) {
        deps.ledger.recordPlaced(claim.sha256, result.orderId);
        const moved = await moveToPlaced(claim.root, claim.path, now());
        deps.ledger.recordFiled(claim.sha256);
        return moved;
      }
      return moveToFailed(claim.root, claim.path, `Not placed: ${result.reason}`);
    },
  };
}
