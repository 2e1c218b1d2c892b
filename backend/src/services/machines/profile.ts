import { withProfileDefaults, type MachineProfile } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { SavedMachines } from '../../db/rows.ts';
import { badRequest } from '../../errors.ts';
import { importedChartExists, threadChartOf } from './thread-charts.ts';

export const UNKNOWN_CHART = 'Thread chart not found';

/** The profile as the client last saved it; null while they never did. */
async function storedProfileOf(
  db: Knex | Knex.Transaction,
  userId: string,
): Promise<Partial<MachineProfile> | null> {
  // Written whole by PUT /user/machine-profile from its checked input; older rows may lack fields.
  const row = await db('users')
    .where({ id: userId })
    .first<{ machine_profile: Partial<MachineProfile> | null } | undefined>('machine_profile');
  return row?.machine_profile ?? null;
}

/** A client's machine profile, the defaults filling what they never set. */
export async function machineProfileOf(db: Knex | Knex.Transaction, userId: string): Promise<MachineProfile> {
  return withProfileDefaults(await storedProfileOf(db, userId));
}

/**
 * The machine profile the client saved (defaults filling fields older profiles lack) with its thread
 * chart; null while they never saved one, so staff can tell "the defaults" from "the client's choice".
 */
export async function savedMachinesOf(db: Knex, userId: string): Promise<SavedMachines | null> {
  const stored = await storedProfileOf(db, userId);
  if (!stored) return null;
  const profile = withProfileDefaults(stored);
  const { brand, name } = await threadChartOf(db, profile.threadChart);
  return { profile, chart: { brand, name } };
}

/**
 * Replaces a client's machine profile, written whole from its checked input; a chart that is
 * neither built in nor imported is a 400 on `threadChart`.
 */
export async function saveMachineProfile(
  db: Knex,
  userId: string,
  profile: Partial<MachineProfile>,
): Promise<void> {
  const chart = profile.threadChart;
  if (chart && chart !== 'brother' && chart !== 'janome' && !(await importedChartExists(db, chart)))
    throw badRequest(UNKNOWN_CHART, [{ path: 'threadChart', message: UNKNOWN_CHART }]);
  await db('users')
    .where({ id: userId })
    .update({ machine_profile: JSON.stringify(profile), updated_at: db.fn.now() });
}

/** What the quality check needs to know of a client's machines (shared with the console's own check). */
export { qualityOptionsForMachines as qualityOptionsOf } from '@stitchdesk/stitch';
