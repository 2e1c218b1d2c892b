import { withProfileDefaults, type MachineProfile } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/** A client's machine profile, the defaults filling what they never set. */
export async function machineProfileOf(db: Knex | Knex.Transaction, userId: string): Promise<MachineProfile> {
  const row = await db('users').select('machine_profile').where({ id: userId }).first();
  return withProfileDefaults(row?.machine_profile ?? null);
}

/** What the quality check needs to know of a client's machines (shared with the console's own check). */
export { qualityOptionsForMachines as qualityOptionsOf } from '@stitchdesk/stitch';
