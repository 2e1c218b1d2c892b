import type { TestContext } from './harness.ts';

/**
 * Moves a user's orders_version with nothing of their orders changed (as a script could), and waits
 * until the app's user cache has heard of it: the next list request is then a rebuild.
 */
export async function moveOrdersVersion(t: TestContext, userId: string): Promise<void> {
  await t.db('users').where({ id: userId }).increment('orders_version', 1);
  await t.deps.users.sync();
}

/** Waits until the app's user cache has heard of every change committed so far (a direct write's). */
export const changesHeard = (t: TestContext): Promise<void> => t.deps.users.sync();
