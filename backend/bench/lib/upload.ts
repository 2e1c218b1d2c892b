import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const BOUNDARY = '----stitchdesk-bench-boundary';
const CHUNK = randomBytes(1024 * 1024);

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function framing(name: string, contentType: string) {
  return {
    head: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  };
}

/** A multipart/form-data body with one `file` field of `bytes` bytes, produced as it is sent. */
export function multipartFile(bytes: number, name: string, contentType: string) {
  const { head, tail } = framing(name, contentType);
  return {
    contentType: MULTIPART_TYPE,
    length: head.length + bytes + tail.length,
    stream: () =>
      Readable.from(
        (function* () {
          yield head;
          for (let sent = 0; sent < bytes; sent += CHUNK.length) {
            yield sent + CHUNK.length <= bytes ? CHUNK : CHUNK.subarray(0, bytes - sent);
          }
          yield tail;
        })(),
      ),
  };
}

/** The whole body in memory, for small uploads sent many times. */
export function multipartBuffer(file: Buffer, name: string, contentType: string) {
  const { head, tail } = framing(name, contentType);
  return { contentType: MULTIPART_TYPE, body: Buffer.concat([head, file, tail]) };
}

/** POSTs a streamed body; resolves with the status, the response text and the elapsed ms. */
export function postStream(
  url: string,
  headers: Record<string, string | number>,
  body: Readable,
): Promise<{ status: number; text: string; ms: number }> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`not a loopback target: ${url}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method: 'POST', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    request.on('error', reject);
    pipeline(body, request).catch(reject);
  });
}
