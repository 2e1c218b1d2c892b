import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

/*
 * Loaded into the server process by the bench only (`--import`, when BENCH_MEMORY_DIR is set; see
 * lib/stitchdesk.ts), for finding what holds memory during a soak: appends process.memoryUsage()
 * as a JSON line to <dir>/memory.jsonl every BENCH_MEMORY_EVERY_SECONDS (default 10), and writes a
 * heap snapshot to <dir> at each of BENCH_HEAP_SNAPSHOTS_AT (seconds since start, comma list).
 * Nothing of it is in the product: the server never imports this file.
 */

const dir = process.env.BENCH_MEMORY_DIR;
if (dir) {
  const started = performance.now();
  const file = path.join(dir, 'memory.jsonl');
  const everyMs = Number(process.env.BENCH_MEMORY_EVERY_SECONDS ?? 10) * 1000;
  const record = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const seconds = Math.round((performance.now() - started) / 1000);
    appendFileSync(
      file,
      `${JSON.stringify({ seconds, rss, heapTotal, heapUsed, external, arrayBuffers })}\n`,
    );
  };
  setInterval(record, everyMs).unref();
  for (const at of (process.env.BENCH_HEAP_SNAPSHOTS_AT ?? '').split(',').filter(Boolean)) {
    setTimeout(
      () => writeHeapSnapshot(path.join(dir, `heap-${at}s.heapsnapshot`)),
      Number(at) * 1000,
    ).unref();
  }
}
