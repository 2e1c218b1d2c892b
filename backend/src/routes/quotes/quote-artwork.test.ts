import { readdir } from 'node:fs/promises';
import { QUOTE_MAX_FILES } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES } from '../../test/order-fixtures.ts';
import { sweepUnattachedUploads } from '../../services/files/janitor.ts';
import { TOO_MANY_QUOTE_FILES } from './quote-form.ts';

const fields = { name: 'Ann Buyer', services: 'patches', message: 'Need 50 woven patches, logo attached' };

/** The quote form as the browser sends it with artwork: its fields, then each file in `files`. */
function quoteForm(
  email: string,
  files: { name: string; bytes: Buffer; type?: string }[],
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, email, ...extra })) form.append(key, value);
  for (const file of files)
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  return form;
}

async function storedObjects(dir: string): Promise<number> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

describe('POST /api/v1/quotes with artwork', () => {
  // 0.05 MB per file, as an upload; a high quote limit so each case is not held back by the others.
  const t = useTestContext({ env: { TRUST_PROXY: 'true', UPLOAD_MAX_MB: '0.05', QUOTE_RATE_LIMIT: '100' } });
  const staff = useUser(t, { role: 'employee' });
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `203.0.113.${(ip += 1)}` });
  const send = (form: FormData, headers: Record<string, string> = from()) =>
    t.request('/api/v1/quotes', { method: 'POST', body: form, headers });
  const filesOfNoOne = async () => Number((await t.db('files').whereNull('owner_id').count({ n: '*' }))[0].n);

  it('keeps the files with the quote, owned by no one, and shows them to staff by signed link', async () => {
    const response = await send(
      quoteForm('art@example.com', [
        { name: 'logo.png', bytes: PNG_BYTES },
        { name: 'notes.txt', bytes: Buffer.from('two colours, navy and gold'), type: 'text/plain' },
      ]),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message sent successfully!' });
    const quote = await t.db('quotes').where({ email: 'art@example.com' }).first();
    expect(quote).toMatchObject({ name: 'Ann Buyer', services: 'patches' });
    const files = await t.db('files').where({ quote_id: quote.id }).orderBy('name');
    expect(files).toMatchObject([
      { name: 'logo.png', owner_id: null, order_id: null, size: PNG_BYTES.length, content_type: 'image/png' },
      { name: 'notes.txt', owner_id: null, content_type: 'text/plain' },
    ]);

    const inbox = await t.request('/api/v1/staff/quotes', { token: staff.token });
    expect(inbox.status).toBe(200);
    const listed = inbox.body.quotes.find((q: { id: string }) => q.id === quote.id);
    expect(listed.artwork.map((f: { name: string }) => f.name)).toEqual(['logo.png', 'notes.txt']);
    expect(listed.artwork[0]).toMatchObject({ size: PNG_BYTES.length, contentType: 'image/png' });
    const url = new URL(listed.artwork[0].url);
    const download = await t.request(url.pathname + url.search);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('answers a form without files as before', async () => {
    const response = await send(quoteForm('nofiles@example.com', []));
    expect(response.status).toBe(201);
    expect(await t.db('quotes').where({ email: 'nofiles@example.com' }).first()).toBeDefined();
  });

  it('refuses a file over the upload limit with 413, keeping neither the quote nor any file', async () => {
    const before = await filesOfNoOne();
    const big = Buffer.alloc(Math.ceil(0.05 * 1024 * 1024) + 10, 7);
    const response = await send(
      quoteForm('big@example.com', [
        { name: 'small.png', bytes: PNG_BYTES },
        { name: 'big.png', bytes: big },
      ]),
    );
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('The file is too large: the limit is 0.05 MB');
    expect(await t.db('quotes').where({ email: 'big@example.com' }).first()).toBeUndefined();
    expect(await filesOfNoOne()).toBe(before);
  });

  it(`refuses more than ${QUOTE_MAX_FILES} files, and an empty one`, async () => {
    const before = await filesOfNoOne();
    const many = Array.from({ length: QUOTE_MAX_FILES + 1 }, (_, i) => ({
      name: `a${i}.png`,
      bytes: PNG_BYTES,
    }));
    const tooMany = await send(quoteForm('many@example.com', many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(TOO_MANY_QUOTE_FILES);
    const empty = await send(quoteForm('empty@example.com', [{ name: 'empty.png', bytes: Buffer.alloc(0) }]));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('The file is empty');
    expect(await t.db('quotes').whereIn('email', ['many@example.com', 'empty@example.com'])).toEqual([]);
    expect(await filesOfNoOne()).toBe(before);
  });

  it('checks the fields as the JSON form does, and removes the files of a refused request', async () => {
    const before = await filesOfNoOne();
    const objects = await storedObjects(t.config.filesDir);
    const response = await send(quoteForm('not-an-email', [{ name: 'logo.png', bytes: PNG_BYTES }]));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Enter a valid e-mail address');
    expect(await filesOfNoOne()).toBe(before);
    expect(await storedObjects(t.config.filesDir)).toBe(objects);
  });

  it("keeps nothing of a bot's form (filled honeypot) and answers it as a person's", async () => {
    const before = await filesOfNoOne();
    const response = await send(
      quoteForm('bot@example.com', [{ name: 'logo.png', bytes: PNG_BYTES }], {
        website: 'http://spam.example',
      }),
    );
    expect(response.status).toBe(201);
    expect(await t.db('quotes').where({ email: 'bot@example.com' }).first()).toBeUndefined();
    expect(await filesOfNoOne()).toBe(before);
  });

  it('is not swept by the janitor as an unattached upload', async () => {
    await send(quoteForm('kept@example.com', [{ name: 'kept.png', bytes: PNG_BYTES }]));
    const quote = await t.db('quotes').where({ email: 'kept@example.com' }).first();
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await sweepUnattachedUploads(
      { db: t.db, storage: t.deps.storage, logger },
      { now: new Date(Date.now() + 365 * 24 * 3600_000) },
    );
    expect(await t.db('files').where({ quote_id: quote.id }).pluck('name')).toEqual(['kept.png']);
  });
});

describe('POST /api/v1/quotes with artwork, rate-limited as the form is', () => {
  const t = useTestContext({ env: { TRUST_PROXY: 'true', QUOTE_RATE_LIMIT: '2' } });

  it('counts a multipart request in the same allowance as the JSON form', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.9' };
    const json = await t.request('/api/v1/quotes', {
      method: 'POST',
      body: { ...fields, email: 'one@example.com' },
      headers,
    });
    expect(json.status).toBe(201);
    const form = () => quoteForm('two@example.com', [{ name: 'logo.png', bytes: PNG_BYTES }]);
    expect((await t.request('/api/v1/quotes', { method: 'POST', body: form(), headers })).status).toBe(201);
    const third = await t.request('/api/v1/quotes', { method: 'POST', body: form(), headers });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db('files').whereNull('owner_id').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
