/**
 * The product's identity: the logo's name, the tagline and blurb. The shop's own details (its name on invoices and in the footer, address, e-mail, phone,
 * social links) are its settings, kept in the database (schemas/shop-settings.ts).
 */
export const BRAND = {
  name: 'Stitchdesk',
  tagline: 'Embroidery digitizing, vector art and custom patches',
  blurb:
    'Stitchdesk turns your artwork into clean, production-ready embroidery files, crisp vectors and custom patches — with flat-rate prices and free revisions until you are happy.',
  copyrightHolder: 'Stitchdesk',
} as const;

/** The footer's last line; `holder` is the shop's business name once known. */
export function copyrightLine(
  year: number = new Date().getFullYear(),
  holder: string = BRAND.copyrightHolder,
): string {
  return `© ${year} ${holder}. All rights reserved.`;
}
