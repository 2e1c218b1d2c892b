import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';

/**
 * Whether staff need two-factor sign-in: the shop's setting, or REQUIRE_STAFF_MFA, which an operator
 * sets to hold it on whatever the setting says. The setting is read from the per-process cache.
 */
export async function staffMfaRequired(db: Knex, config: Pick<Config, 'requireStaffMfa'>): Promise<boolean> {
  return config.requireStaffMfa || (await shopSettingsOf(db)).requireStaffMfa;
}
