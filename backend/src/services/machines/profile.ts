import { withProfileDefaults, type MachineProfile } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/** A client's machine profile, the defaults filling what they never set. */
export async function machineProfileOf(db: Knex | Knex.Transaction, userId: string): Promise<MachineProfile> {
  // Written whole by PUT /user/machine-profile from its checked input; older rows may lack fields.
  const row = await db('users')
    .where({ id: userId })
    .first<{ machine_profile: Partial<MachineProfile> | null } | undefined>('machine_profile');
  return withProfileDefaults(row?.machine_profile ?? null);
}

/** What the quality check needs to know of a client's machines (shared with the console's own check). */
export { qualityOptionsForMachines as qualityOptionsOf } from '@stitchdesk/stitch';
