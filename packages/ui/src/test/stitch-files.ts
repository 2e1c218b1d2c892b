import { readStitchFile, sewCountsOf, sewOutFacts, summarize } from '@stitchdesk/stitch';
// The stitch package's own test encoder: it writes real machine files from a model.
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import type { StitchInfo } from '../components/stitch/stitch-info.ts';

/** A real DST file (three colour blocks, trims and jumps, 44.5 × 78.0 mm) as its bytes. */
export function sampleDstBytes(): Uint8Array<ArrayBuffer> {
  return encode('DST', sampleDesign()) as Uint8Array<ArrayBuffer>;
}

/**
 * The `stitch` object the API answers for `bytes`, computed by the same reader and estimate the API
 * uses (at the default machine's settings).
 */
export function stitchInfoOf(
  bytes: Uint8Array,
  name: string,
  previewUrl: string,
  formats: StitchInfo['formats'] = [],
): StitchInfo {
  const result = readStitchFile(bytes, { fileName: name });
  if (!result.ok) throw new Error(result.error.message);
  const { sewOut: _kept, ...summary } = summarize(result.design);
  const sewOut = sewOutFacts(sewCountsOf({ ...summary, sewOut: _kept }), summary.stops);
  return { ...summary, ...sewOut, previewUrl, formats };
}

/** A fetch answering each URL in `files` with its bytes, anything else with a 404. */
export function fetchServing(files: Record<string, Uint8Array<ArrayBuffer>>): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const bytes = files[url];
    return bytes ? new Response(bytes) : new Response('not found', { status: 404 });
  };
}

/**
 * jsdom's Blob has no `stream()`, which the approval sheet compresses through (every browser has
 * it): tests that build sheets put the runtime's own Blob in its place. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function useRuntimeBlob(stub: (name: string, value: unknown) => void): void {
  const runtime = (globalThis as unknown as { process: { getBuiltinModule(id: string): { Blob: unknown } } })
    .process;
  stub('Blob', runtime.getBuiltinModule('node:buffer').Blob);
}
