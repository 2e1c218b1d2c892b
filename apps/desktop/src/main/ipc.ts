import type { z } from 'zod';
import { isAppUrl } from './app-origin.ts';

/** The parts of Electron's IpcMainInvokeEvent and ipcMain the registrar relies on. */
export interface IpcInvokeEventLike {
  senderFrame: { url: string } | null;
}
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown): void;
}

export class IpcRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpcRejectedError';
  }
}

export type IpcHandle = <Schema extends z.ZodType<readonly unknown[]>>(
  channel: string,
  argsSchema: Schema,
  handler: (args: z.output<Schema>) => unknown,
) => void;

/**
 * The only way main registers IPC handlers: every call is refused unless it comes from a frame of
 * the app's own origin and its arguments parse with the channel's zod schema. The handler sees
 * only parsed values.
 */
export function createIpcRegistrar(deps: {
  ipcMain: IpcMainLike;
  isTrustedSender(frameUrl: string): boolean;
  onRejected?(channel: string, reason: string): void;
}): IpcHandle {
  return (channel, argsSchema, handler) => {
    deps.ipcMain.handle(channel, async (event, ...args) => {
      const frameUrl = event.senderFrame?.url;
      if (!frameUrl || !deps.isTrustedSender(frameUrl)) {
        deps.onRejected?.(channel, `untrusted sender ${frameUrl ?? '(no frame)'}`);
        throw new IpcRejectedError(`${channel}: sender not allowed`);
      }
      const parsed = argsSchema.safeParse(args);
      if (!parsed.success) {
        deps.onRejected?.(channel, parsed.error.message);
        throw new IpcRejectedError(`${channel}: invalid arguments`);
      }
      return handler(parsed.data);
    });
  };
}

/**
 * The registrar the app runs with: only frames of `origins` may call, and every refusal is logged
 * so a blocked call shows up in the main process's output.
 */
export function createAppIpcRegistrar(ipcMain: IpcMainLike, origins: readonly string[]): IpcHandle {
  return createIpcRegistrar({
    ipcMain,
    isTrustedSender: (frameUrl) => isAppUrl(frameUrl, origins),
    onRejected: (channel, reason) => console.warn(`IPC ${channel} rejected: ${reason}`),
  });
}
