/**
 * The business's identity in one place: every page, the footer, the e-mail link and the desktop
 * client's default server read it from here, so a rename or a new phone number is one edit.
 */
export const BRAND = {
  name: 'Stitchdesk',
  tagline: 'Embroidery digitizing, vector art and custom patches',
  blurb:
    'Stitchdesk turns your artwork into clean, production-ready embroidery files, crisp vectors and custom patches — with flat-rate prices and free revisions until you are happy.',
  contactEmail: 'hello@stitchdesk.example',
  phone: '+1 (555) 014-2290',
  /** `tel:` form of the phone number. */
  phoneHref: 'tel:+15550142290',
  social: {
    facebook: 'https://www.facebook.com/stitchdesk',
    instagram: 'https://www.instagram.com/stitchdesk',
    linkedin: 'https://www.linkedin.com/company/stitchdesk',
  },
  /** Where the desktop client connects until the user picks another server. */
  defaultServerUrl: 'https://app.stitchdesk.example',
  copyrightHolder: 'Stitchdesk',
} as const;

export type SocialNetwork = keyof typeof BRAND.social;

export function copyrightLine(year: number = new Date().getFullYear()): string {
  return `© ${year} ${BRAND.copyrightHolder}. All rights reserved.`;
}
