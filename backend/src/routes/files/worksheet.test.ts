import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, StitchInfo } from '@stitchdesk/shared';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { expectLive, healthzDuring } from '../../test/healthz-probe.ts';
import { startServerProcess, onServer, type ServerProcess } from '../../test/server-process.ts';
import { deliverFile, placeOrder, postJson } from '../../test/staff.ts';

const OCTETS = 'application/octet-stream';
const API = '/api/v1';

/** The text of every page of a PDF, as poppler's pdftotext reads it (pages split by form feeds). */
function pdfPages(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'worksheet-route-'));
  try {
    writeFileSync(join(dir, 'sheet.pdf'), bytes);
    execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), join(dir, 'sheet.txt')]);
    return readFileSync(join(dir, 'sheet.txt'), 'utf8')
      .split('\f')
      .filter((page) => page.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The hostile file of issue 38, made as issue 25's: a 4.2 MB DST of 200,000 colour blocks of six
 * stitches (1.2 million stitches, 199,999 colour changes).
 */
const HUGE = Buffer.from(manyStopsDst(200_000, 6));

/**
 * Worksheets of huge stitch files against a real server process (issue 38): the worksheet is built
 * off the API's main thread, stays a few pages, and `/healthz` keeps answering meanwhile.
 */
describe('the worksheet of a delivered stitch file with very many stops', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t);
  let server: ServerProcess;

  beforeAll(async () => {
    // No workers: the worksheets are built by the requests, as when the job has not run yet.
    server = await startServerProcess(t, { RUN_WORKERS: 'false' });
    const profile = await postJson(t, '/user/machine-profile', client.token, { formats: ['DST'] }, 'PUT');
    expect(profile.status, profile.text).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await server?.kill();
  });

  /** A delivered order of `bytes`: the worksheet link of its file, followed on the server process. */
  async function deliveredWorksheet(
    bytes: Buffer,
  ): Promise<{ url: string; fileId: string; orderId: string }> {
    expect(bytes.length).toBeLessThan(16 * 1024 * 1024);
    const order = await placeOrder(t, client.token, 'digitizing', 'Many stops');
    const fileId = await deliverFile(t, staff.token, order._id, { name: 'stops.dst', type: OCTETS, bytes }, [
      'confirmQuality',
      'confirmSizeMismatch',
    ]);
    const answer = await t.request<Order>(`${API}/order/getorder/${order._id}`, { token: client.token });
    const [file] = answer.body.deliveredFiles;
    return { url: onServer(server, file.url.replace('?', '/worksheet.pdf?')), fileId, orderId: order._id };
  }

  const getSheet = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  it('a 4.2 MB DST of 1.2 million stitches and 200,000 stops: a few pages, the bound a finding, the server up', async () => {
    expect(HUGE.length).toBeGreaterThan(4_200_000);
    const { url, orderId, fileId } = await deliveredWorksheet(HUGE);
    const { latencies, result: sheet } = await healthzDuring(server.url, getSheet(url));
    expect(sheet.status).toBe(200);
    expect(sheet.type).toBe('application/pdf');
    const pages = pdfPages(sheet.bytes);
    expect(pages.length).toBeLessThanOrEqual(5);
    const text = pages.join('\n');
    expect(text).toContain('… and 199,880 more stops');
    expect(text).toMatch(/Total\s+1,200,000\b/);
    expectLive(latencies);
    expect(server.alive()).toBe(true);
    // The bound is said on the delivery, to its client too (the file's stitch answer has every
    // finding; the order answer only the most severe).
    const answer = await t.request<StitchInfo>(`${API}/order/${orderId}/files/${fileId}/stitch`, {
      token: client.token,
    });
    expect(answer.status, answer.text).toBe(200);
    const qa = answer.body.qa ?? [];
    expect(qa.find((finding) => finding.code === 'worksheet-stops-summed')).toMatchObject({
      severity: 'warning',
      count: 199_880,
    });
  }, 180_000);

  it('a client changing their needle count has it rebuilt with /healthz answering meanwhile', async () => {
    // The size of the measurement: 5.1 s and 454 MB on the main thread per rebuild.
    const { url } = await deliveredWorksheet(Buffer.from(manyStopsDst(20_000, 6)));
    const sheets: string[] = [];
    for (const needles of [4, 9, 15]) {
      const put = await postJson(
        t,
        '/user/machine-profile',
        client.token,
        { formats: ['DST'], needles },
        'PUT',
      );
      expect(put.status, put.text).toBe(200);
      const { latencies, result: sheet } = await healthzDuring(server.url, getSheet(url));
      expect(sheet.status).toBe(200);
      const text = pdfPages(sheet.bytes).join('\n');
      expect(text).toContain(`on ${needles} needles`);
      expect(text).toContain('… and 19,880 more stops');
      sheets.push(text);
      expectLive(latencies);
    }
    expect(new Set(sheets).size).toBe(3);
    expect(server.alive()).toBe(true);
  }, 180_000);

  it('three worksheets of 200,000-stop files built at once: /healthz answers every probe meanwhile', async () => {
    const urls = [];
    for (let i = 0; i < 3; i++) urls.push((await deliveredWorksheet(HUGE)).url);
    const { latencies, result: sheets } = await healthzDuring(
      server.url,
      Promise.all(urls.map((url) => getSheet(url))),
    );
    expect(sheets.map((sheet) => sheet.status)).toEqual([200, 200, 200]);
    // It was probed all along, not once before the work began.
    expect(latencies.length).toBeGreaterThan(5);
    expectLive(latencies);
    expect(server.alive()).toBe(true);
  }, 240_000);
});
