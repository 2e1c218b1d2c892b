import { isRecord } from '@stitchdesk/shared';

/*
 * Reading what was thrown: a catch clause holds `unknown`, and Node, pg, knex, koa-send and the AWS
 * SDK each hang their own fields (code, status, name, stderr…) on what they throw.
 */

/** The `code` a Node system error (ENOENT, EPERM…) or a pg error (SQLSTATE) carries. */
export function errorCode(thrown: unknown): string | undefined {
  return isRecord(thrown) && typeof thrown.code === 'string' ? thrown.code : undefined;
}

/** The text of what was thrown, Error or not. */
export function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/** What was thrown, as an Error (a stream's destroy() takes nothing else). */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
