/**
 * PostgreSQL NOTIFY channels. Migrations create the triggers that notify on them and services
 * listen; both import the names from here, so a migration is never a runtime dependency.
 */

/** A row auth() caches changed (migration 0004's trigger); the payload is the user's id. */
export const USERS_CHANGED_CHANNEL = 'stitchdesk_users_changed';

/** The shop's settings row changed (migration 0140's trigger); no payload. */
export const SHOP_SETTINGS_CHANGED_CHANNEL = 'stitchdesk_shop_settings_changed';
