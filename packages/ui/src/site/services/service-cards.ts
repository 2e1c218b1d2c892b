import type { PublicServiceSlug } from '@stitchdesk/shared';
import digitizingImage from '../../assets/illustrations/service-digitizing.svg';
import patchesImage from '../../assets/illustrations/service-patches.svg';
import vectorImage from '../../assets/illustrations/service-vector.svg';

/**
 * A service card (docs/product.md §Home page: title, description, image, path). Kept apart from the
 * service pages' longer content so the home page ships only what its cards show.
 */
export interface ServiceCard {
  slug: PublicServiceSlug;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  /** The service's public page. */
  path: string;
}

export const SERVICE_CARDS: Record<PublicServiceSlug, ServiceCard> = {
  digitizing: {
    slug: 'digitizing',
    title: 'Embroidery Digitizing',
    description:
      'Your logo converted into a clean, machine-ready stitch file with the right density, underlay and pull compensation for the fabric.',
    image: digitizingImage,
    imageAlt: 'An embroidery hoop holding fabric stitched with a star badge, a threaded needle beside it',
    path: '/services/digitizing',
  },
  vector: {
    slug: 'vector',
    title: 'Vector Art',
    description:
      'Blurry JPGs and hand sketches redrawn as sharp, scalable vector artwork, ready for print, screen, engraving or cutting.',
    image: vectorImage,
    imageAlt: 'A vector artboard with a smooth curved shape, its anchor points and handles, and a pen tool',
    path: '/services/vector',
  },
  patches: {
    slug: 'patches',
    title: 'Custom Patches',
    description:
      'Embroidered, woven, leather, chenille, sublimated and PVC patches made to your design, with the backing you choose.',
    image: patchesImage,
    imageAlt:
      'A round embroidered patch with a merrowed border showing mountains and a sun, beside a shield patch',
    path: '/services/patches',
  },
};

/** The three services in the order the site lists them. */
export const SERVICE_CARD_LIST: readonly ServiceCard[] = [
  SERVICE_CARDS.digitizing,
  SERVICE_CARDS.vector,
  SERVICE_CARDS.patches,
];
