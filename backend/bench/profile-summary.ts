import { readFileSync } from 'node:fs';

/*
 * `node backend/bench/profile-summary.ts <file.cpuprofile> [top]`: self time per function and per
 * package of a V8 CPU profile (as written by `npm run bench` with BENCH_CPU_PROF_DIR set).
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
);
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

function where(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  packages.set(where(url), (packages.get(where(url)) ?? 0) + ms);
}
const print = (title: string, map: Map<string, number>) => {
  process.stdout.write(`\n${title} (total ${total.toFixed(0)} ms)\n`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(
      `${ms.toFixed(0).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`,
    );
  }
};
print('Self time by package', packages);
print('Self time by function', functions);
