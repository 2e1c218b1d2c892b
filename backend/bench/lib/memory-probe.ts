import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

/*
 * Loaded into the server process by the bench only (`--import`, when BENCH_MEMORY_DIR is set; see
 * lib/stitchdesk.ts), for finding what holds memory during a soak: appends process.memoryUsage()
 * as a JSON line to <dir>/memory-<pid>.jsonl every BENCH_MEMORY_EVERY_SECONDS (default 10), and writes a
 * heap snapshot to <dir> at each of BENCH_HEAP_SNAPSHOTS_AT (seconds since start, comma list).
 * Nothing of it is in the product: the server never imports this file.
 */

const dir = process.env.BENCH_MEMORY_DIR;
if (dir) {
  const started = performance.now();
  // One file per process: a scenario may start a server of its own beside the shared one.
  const file = path.join(dir, `memory-${process.pid}.jsonl`);
  const everyMs = Number(process.env.BENCH_MEMORY_EVERY_SECONDS ?? 10) * 1000;
  // Resident memory by mapping (Linux): the brk heap, anonymous mappings (V8's spaces, large
  // malloc blocks, thread arenas) and files, in MiB; empty where /proc is not there.
  const mappings = () => {
    const rss: Record<string, number> = { heap: 0, anon: 0, file: 0 };
    let kind = 'anon';
    try {
      for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
        const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
        if (head)
          kind = head[1] === '[heap]' ? 'heap' : head[1] === '' || head[1].startsWith('[') ? 'anon' : 'file';
        else if (line.startsWith('Rss:')) rss[kind] += Number(line.split(/\s+/)[1]) / 1024;
      }
    } catch {
      return {};
    }
    return Object.fromEntries(Object.entries(rss).map(([k, v]) => [k, Math.round(v)]));
  };
  const record = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const seconds = Math.round((performance.now() - started) / 1000);
    // Which of V8's spaces grows: new space (sized by allocation rate), old or large objects.
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]),
    );
    appendFileSync(
      file,
      `${JSON.stringify({ seconds, rss, heapTotal, heapUsed, external, arrayBuffers, spaces, mappings: mappings() })}\n`,
    );
  };
  setInterval(record, everyMs).unref();
  for (const at of (process.env.BENCH_HEAP_SNAPSHOTS_AT ?? '').split(',').filter(Boolean)) {
    setTimeout(
      () => writeHeapSnapshot(path.join(dir, `heap-${process.pid}-${at}s.heapsnapshot`)),
      Number(at) * 1000,
    ).unref();
  }
}
