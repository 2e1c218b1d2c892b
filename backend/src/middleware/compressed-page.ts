import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller texts (robots.txt, a short sitemap) go as they are, as koa-compress's threshold has it. */
const MIN_COMPRESSED_BYTES = 1024;
/** The site has a score of pages of some 10 kB compressed each: far below this. */
const KEPT_BYTES = 4 * 1024 * 1024;

const kept = new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (body) => body.length });
const underWay = new Map<string, Promise<Buffer>>();

function compress(encoding: 'br' | 'gzip', text: string): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(text, { level: 9 });
  return brotli(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
}

/**
 * Answers `text` (a page of the site, the same for everyone while `version` stays) compressed once per
 * version and encoding at the strongest settings, brotli where the browser takes it. Compressed per
 * request by koa-compress (zstd at its default level for Chromium), the home page was 14,071 bytes:
 * with its headers more than a new connection's first round trip carries (ten segments, 14.6 kB),
 * so a phone waited one more round trip for its first paint (Lighthouse mobile: `/` FCP 0.99–1.07 s,
 * `/pricing`'s 10 kB 0.84 s). Brotli at quality 11 makes it 11,145 bytes (43 ms, once, on zlib's
 * thread pool). koa-compress leaves a body that already has a Content-Encoding alone.
 */
export async function answerCompressedPage(ctx: Context, text: string, version: string): Promise<void> {
  ctx.vary('Accept-Encoding');
  const encoding =
    ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
  if (!encoding || Buffer.byteLength(text) < MIN_COMPRESSED_BYTES) {
    ctx.body = text;
    return;
  }
  const key = `${encoding}\n${version}`;
  let body = kept.get(key);
  if (!body) {
    let making = underWay.get(key);
    if (!making) {
      making = compress(encoding, text).finally(() => underWay.delete(key));
      underWay.set(key, making);
    }
    body = await making;
    kept.set(key, body);
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}
