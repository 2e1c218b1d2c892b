import http from 'node:http';

/** One response as it came over the wire (the body still encoded). */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Every byte the socket received: status line, headers and (encoded, chunked) body. */
  wireBytes: number;
  /** From sending the request to the last body byte, in ms. */
  ms: number;
}

/** GET on a fresh connection, without decoding, so the bytes on the wire can be counted. */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`not a loopback target: ${url}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          wireBytes: response.socket?.bytesRead ?? Number.NaN,
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The duration of the first metric in a Server-Timing header (`app;dur=12.3`), or null. */
export function serverTimingMs(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  const match = text ? /dur=([\d.]+)/.exec(text) : null;
  return match ? Number(match[1]) : null;
}

/** The value at quantile `q` (0..1) of `values`. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
