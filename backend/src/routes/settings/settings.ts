import {
  publicPartOf,
  publicShopSettingsResponseSchema,
  SETTINGS_SAVED,
  shopSettingsResponseSchema,
  shopSettingsSavedResponseSchema,
  shopSettingsSchema,
  type PublicShopSettingsResponse,
  type ShopSettingsResponse,
  type ShopSettingsSavedResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { shopSettingsOf, updateShopSettings } from '../../services/settings/shop-settings.ts';
import { cardPaymentsOn } from '../../services/billing/stripe/client.ts';
import { defineRoute, type Route } from '../define-route.ts';

/** The shop's settings: the admin reads and saves them (under /staff). */
export function staffSettingsRoutes({ db }: AppDeps): Route[] {
  const read = defineRoute(
    {
      method: 'get',
      path: '/staff/settings',
      summary: "The shop's settings",
      tag: 'Staff',
      access: 'admin',
      responses: { 200: { description: 'Settings', schema: shopSettingsResponseSchema } },
    },
    async (ctx) => {
      ctx.body = { settings: await shopSettingsOf(db) } satisfies ShopSettingsResponse;
    },
  );

  const save = defineRoute(
    {
      method: 'put',
      path: '/staff/settings',
      summary: "Save the shop's settings (every field)",
      tag: 'Staff',
      access: 'admin',
      body: shopSettingsSchema,
      responses: { 200: { description: 'Saved', schema: shopSettingsSavedResponseSchema } },
    },
    async (ctx) => {
      const settings = await updateShopSettings(db, ctx.input.body);
      ctx.body = { message: SETTINGS_SAVED, settings } satisfies ShopSettingsSavedResponse;
    },
  );

  return [read, save];
}

/** The public part of the settings, for the site's contact details, footer and social links. */
export function publicSettingsRoutes({ db, config }: AppDeps): Route[] {
  const readPublic = defineRoute(
    {
      method: 'get',
      path: '/settings/public',
      summary:
        "The shop's public details (name, address, contact, social links), whether cards are taken, and the currency",
      tag: 'Site',
      access: 'public',
      responses: { 200: { description: 'Public details', schema: publicShopSettingsResponseSchema } },
    },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-cache');
      const settings = await shopSettingsOf(db);
      ctx.body = {
        settings: publicPartOf(settings),
        cardPayments: cardPaymentsOn(config),
        currency: settings.currency,
      } satisfies PublicShopSettingsResponse;
    },
  );

  return [readPublic];
}
