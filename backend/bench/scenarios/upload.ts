import { rm } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX, type UploadResponse } from '@stitchdesk/shared';
import { sampleRss, startBaseline } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { processCpuMs } from '../lib/cpu.ts';
import { quantile } from '../lib/fetch-raw.ts';
import { mb, num, pct, type Row } from '../lib/report.ts';
import { createClients } from '../lib/seed.ts';
import { multipartFile, postStream } from '../lib/upload.ts';
import { fileIdFromUrl } from '../../src/services/files/signing.ts';
import { storageKeyFor } from '../../src/services/files/files.ts';

export const UPLOAD_SPEED_TARGET = 0.8;
export const UPLOAD_RSS_TARGET = 64 * 1024 * 1024;
const FILE_BYTES = 500 * 1024 * 1024;
const MIB = 1024 * 1024;

/**
 * A 500 MiB upload through POST /uploads vs a bare Node http server piping the same request body to
 * a file on the same filesystem (own process). After a 64 MiB warm-up of each, rounds alternate;
 * speeds are medians. RSS growth is the server's peak VmRSS during any 500 MiB upload minus its
 * VmRSS just before the first of them (so after the warm-up); the same for the raw server.
 */
export async function uploadScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
  const [user] = await createClients(server.db, 'upload', 1, ctx.passwordHash);
  const token = await server.tokenFor(user);
  const body = multipartFile(FILE_BYTES, 'big-artwork.bin', 'application/octet-stream');
  const headers = { 'content-type': body.contentType, 'content-length': body.length };
  // Only the disk space matters here; the row may stay (the janitor would sweep it).
  const removeUpload = async (responseText: string) => {
    const id = fileIdFromUrl((JSON.parse(responseText) as UploadResponse).url)!;
    await rm(path.join(server.filesDir, ...storageKeyFor(id).split('/')), { force: true });
  };
  const raw = await startBaseline(baselineScript('raw-upload.ts'), { OUT_DIR: ctx.scratchDir });
  try {
    // A warm-up of each (64 MiB): the first transfer of a fresh process is slow on both sides.
    const warmup = multipartFile(64 * MIB, 'warm-up.bin', 'application/octet-stream');
    const warmupHeaders = { 'content-type': warmup.contentType, 'content-length': warmup.length };
    await postStream(raw.url, warmupHeaders, warmup.stream());
    const warm = await postStream(
      `${server.url}${API_PREFIX}/uploads`,
      { ...warmupHeaders, authorization: `Bearer ${token}` },
      warmup.stream(),
    );
    if (warm.status !== 201) throw new Error(`upload: ${warm.status} ${warm.text}`);
    await removeUpload(warm.text);

    const rawSpeeds: number[] = [];
    const speeds: number[] = [];
    // CPU ms each side used per MiB (its own process, from /proc): a side that needs more CPU per
    // byte loses more speed when other processes share the cores, so this tells the server's cost
    // from the machine's load, which the speeds alone do not.
    const rawCpu: number[] = [];
    const cpu: number[] = [];
    const rawBefore = sampleRss(raw.child.pid).stop().before;
    let rawPeak = rawBefore;
    const serverBefore = sampleRss(server.pid).stop().before;
    let serverPeak = serverBefore;
    for (let round = 0; round < rounds; round++) {
      ctx.log(`upload: round ${round + 1}/${rounds} (500 MiB each side)`);
      const rawRss = sampleRss(raw.child.pid);
      const rawCpuBefore = processCpuMs(raw.child.pid);
      const rawResult = await postStream(raw.url, headers, body.stream());
      rawCpu.push((processCpuMs(raw.child.pid) - rawCpuBefore) / (FILE_BYTES / MIB));
      rawPeak = Math.max(rawPeak, rawRss.stop().peak);
      if (rawResult.status !== 201) throw new Error(`raw upload: ${rawResult.status} ${rawResult.text}`);
      rawSpeeds.push(FILE_BYTES / MIB / (rawResult.ms / 1000));

      const rss = sampleRss(server.pid);
      const cpuBefore = server.meters.server();
      const result = await postStream(
        `${server.url}${API_PREFIX}/uploads`,
        { ...headers, authorization: `Bearer ${token}` },
        body.stream(),
      );
      cpu.push((server.meters.server() - cpuBefore) / (FILE_BYTES / MIB));
      serverPeak = Math.max(serverPeak, rss.stop().peak);
      if (result.status !== 201) throw new Error(`upload: ${result.status} ${result.text}`);
      const uploaded = JSON.parse(result.text) as UploadResponse;
      if (uploaded.size !== FILE_BYTES) throw new Error(`upload stored ${uploaded.size} bytes`);
      speeds.push(FILE_BYTES / MIB / (result.ms / 1000));
      await removeUpload(result.text);
    }
    const speed = quantile(speeds, 0.5);
    const rawSpeed = quantile(rawSpeeds, 0.5);
    const growth = serverPeak - serverBefore;
    return [
      {
        scenario: `Upload 500 MiB (median of ${rounds})`,
        stitchdesk:
          `${num(speed)} MiB/s (runs: ${speeds.map((s) => num(s)).join(', ')}); ` +
          `CPU ${num(quantile(cpu, 0.5), 2)} ms/MiB`,
        baseline:
          `raw Node stream-to-disk (child process): ${num(rawSpeed)} MiB/s (runs: ${rawSpeeds.map((s) => num(s)).join(', ')}); ` +
          `CPU ${num(quantile(rawCpu, 0.5), 2)} ms/MiB`,
        ratio: pct(speed / rawSpeed),
        target: `≥ ${pct(UPLOAD_SPEED_TARGET)} of raw`,
        met: speed / rawSpeed >= UPLOAD_SPEED_TARGET,
      },
      {
        scenario: 'Upload 500 MiB: server RSS growth (peak − before, after a 64 MiB warm-up)',
        stitchdesk: `${mb(growth)} (VmRSS ${mb(serverBefore)} → peak ${mb(serverPeak)})`,
        baseline: `raw server: ${mb(rawPeak - rawBefore)}`,
        ratio: '–',
        target: `< ${mb(UPLOAD_RSS_TARGET)}`,
        met: growth < UPLOAD_RSS_TARGET,
      },
    ];
  } finally {
    await raw.child.stop();
  }
}
