import http from 'node:http';
import https from 'node:https';
import { checkWithoutDns, publicOnlyLookup, UnsafeTargetError } from './safe-target.ts';
import { errorCode, messageOf } from '../../lib/thrown.ts';

/** A 2xx within this long is a success; anything slower is a failed attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Of an answer only this much is read: its status is what counts, the rest is not our business. */
export const MAX_ANSWER_BYTES = 4096;

export interface PostResult {
  /** The answer's status; null when none came (refused, timed out, unsafe). */
  status: number | null;
  /** Why there was no answer, in words for the delivery log. */
  error: string | null;
}

export interface PostOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * One POST of a delivery. Redirects are not followed (a 3xx is a failed attempt), the answer is read
 * up to MAX_ANSWER_BYTES, the whole exchange is cut at the timeout, and the connection goes only to
 * an address checked on the way (see safe-target.ts).
 */
export async function postWebhook({
  url,
  headers,
  body,
  allowPrivate,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: PostOptions): Promise<PostResult> {
  const target = new URL(url);
  try {
    // Names are checked as they resolve, by the connection's own lookup.
    checkWithoutDns(target, allowPrivate);
  } catch (error) {
    return { status: null, error: messageOf(error) };
  }
  const request = target.protocol === 'https:' ? https.request : http.request;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        agent: false,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => finish({ status: res.statusCode ?? null, error: null });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `No answer within ${Math.round(timeoutMs / 1000)} seconds` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) =>
      finish({
        status: null,
        error: error instanceof UnsafeTargetError ? error.message : `Could not connect: ${describe(error)}`,
      }),
    );
    req.end(body);
  });
}

function describe(error: Error): string {
  return errorCode(error) || error.message;
}
