import type { Blocks, FileRef, ServiceKey, StoredBlock } from '@stitchdesk/shared';
import { readStoredBlock } from '@stitchdesk/shared';

/*
 * A stored block (db/stored-block.ts, already read by its schema) → the exact block shape of
 * docs/product.md §Order shape: the stored fields, the title, and the block's files.
 */

/** The files of one block: its attachments and delivered file URLs. */
export interface BlockFiles {
  attachment: FileRef[];
  delivered: string[];
}

const NO_FILES: BlockFiles = { attachment: [], delivered: [] };

const BUILDERS: { [K in ServiceKey]: (stored: StoredBlock<K>, files: BlockFiles) => Blocks[K] } = {
  digitizing: (stored, files) => ({
    ...stored,
    attachment: files.attachment,
    completeOrder: files.delivered.map((url) => ({ url })),
  }),
  vector: (stored, files) => ({ ...stored, attachment: files.attachment, completeOrder: files.delivered }),
  patches: (stored, files) => ({ ...stored, attachment: files.attachment, completeOrder: files.delivered }),
  customApparel: (stored, files) => ({
    ...stored,
    attachment: files.attachment,
    completeOrder: files.delivered,
  }),
};

/** One service's block, from its stored fields and `files`. */
export function blockOf<K extends ServiceKey>(
  key: K,
  stored: StoredBlock<K>,
  files: BlockFiles = NO_FILES,
): Blocks[K] {
  const build: (stored: StoredBlock<K>, files: BlockFiles) => Blocks[K] = BUILDERS[key];
  return build(stored, files);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/*
 * The three empty blocks of every order are the same values each time; a list of 10,000 orders
 * built 30,000 of them (with their arrays) for nothing. They are made once, frozen, and shared.
 */
const EMPTY_BLOCKS: Blocks = deepFreeze({
  digitizing: blockOf('digitizing', readStoredBlock('digitizing', {})),
  vector: blockOf('vector', readStoredBlock('vector', {})),
  patches: blockOf('patches', readStoredBlock('patches', {})),
  customApparel: blockOf('customApparel', readStoredBlock('customApparel', {})),
});

/** All four blocks, only `key`'s filled; the others empty (the spec's client reads whichever has a title). */
export function allBlocks<K extends ServiceKey>(key: K, stored: StoredBlock<K>, files: BlockFiles): Blocks {
  return { ...EMPTY_BLOCKS, [key]: blockOf(key, stored, files) };
}
