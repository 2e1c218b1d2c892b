import { SERVICE_LABELS, type PublicServiceSlug } from '@stitchdesk/shared';
import { SERVICE_CARDS, type ServiceCard } from './service-cards.ts';

export interface Offering {
  title: string;
  description: string;
}

/** A service's card and the content of its page. */
export interface ServiceContent extends ServiceCard {
  /** The client panel's new-order form of this service (docs/product.md §Services and pricing pages). */
  orderPath: string;
  /** One line under the page title. */
  headline: string;
  offerings: readonly Offering[];
  /** How an order runs, in three steps. */
  steps: readonly Offering[];
}

const FILE_STEPS: readonly Offering[] = [
  {
    title: 'Send your artwork',
    description: 'Place an order in the client panel with your file, size and any notes.',
  },
  {
    title: 'We get to work',
    description:
      'A specialist prepares your file and checks it before it leaves the studio — usually within the hour.',
  },
  {
    title: 'Download and stitch',
    description: 'Download the finished files from your order, and ask for free revisions until it is right.',
  },
];

const orderPath = (slug: PublicServiceSlug) => `/clientpanel/neworder/${SERVICE_LABELS[slug]}`;

export const SERVICES: Record<PublicServiceSlug, ServiceContent> = {
  digitizing: {
    ...SERVICE_CARDS.digitizing,
    orderPath: orderPath('digitizing'),
    headline:
      'Hand-digitized stitch files that run cleanly on the first try — in every major machine format, usually within an hour.',
    offerings: [
      {
        title: 'Left Chest',
        description:
          'Crisp small-format logos for polos, shirts and workwear, with lettering that stays legible down to a quarter inch.',
      },
      {
        title: 'Hat and Cap',
        description:
          'Center-out sequencing built for curved crowns and structured caps, so designs sit straight and never pucker.',
      },
      {
        title: 'Jacket Back',
        description:
          'Large, detailed back designs with balanced density and smart pathing that keeps thread breaks and trims to a minimum.',
      },
      {
        title: '3D Puff',
        description:
          'Raised lettering and shapes over foam, with the cap-stitching and coverage that give puff its bold, clean edges.',
      },
      {
        title: 'Applique Cut',
        description:
          'Placement, tack-down and cover stitches plus matching cut files, for large fills with less thread and a softer hand.',
      },
    ],
    steps: FILE_STEPS,
  },
  vector: {
    ...SERVICE_CARDS.vector,
    orderPath: orderPath('vector'),
    headline:
      'Artwork redrawn by hand as clean vectors — AI, EPS, PDF and SVG — ready for any print method and any size.',
    offerings: [
      {
        title: 'Raster to Vector',
        description:
          'Low-resolution logos, photos and sketches traced by hand into smooth, editable paths that scale without losing an edge.',
      },
      {
        title: 'DTF and DTG Vectors',
        description:
          'Print-ready files for direct-to-film and direct-to-garment printing, with clean transparency and true-to-brand colours.',
      },
      {
        title: 'Color Separations',
        description:
          'Spot-colour and simulated-process separations for screen printing, one film-ready layer per ink.',
      },
      {
        title: 'Halftone Vectors',
        description:
          'Gradients and photographic shading converted into halftone dots that print evenly on every press.',
      },
      {
        title: 'Mockups and Proofs',
        description:
          'Your design shown on the product before production, so you and your customers can approve it with confidence.',
      },
    ],
    steps: FILE_STEPS,
  },
  patches: {
    ...SERVICE_CARDS.patches,
    orderPath: orderPath('patches'),
    headline:
      'Patches made to your design in six styles, with iron-on, heat-press, Velcro or peel-and-stick backing and free shipping.',
    offerings: [
      {
        title: 'Embroidery',
        description:
          'Classic stitched patches with a merrowed or laser-cut border — durable, textured and true to your colours.',
      },
      {
        title: 'Woven Patches and Tags',
        description:
          'Fine-thread weaving for small text and intricate detail, ideal for brand labels, hang tags and neck tags.',
      },
      {
        title: 'Leather',
        description:
          'Debossed or laser-engraved genuine and faux leather patches for caps, jackets, denim and bags.',
      },
      {
        title: 'Chenille',
        description:
          'Soft, raised terry-loop patches with felt backgrounds — the varsity letterman look for jackets and team gear.',
      },
      {
        title: 'Sublimation',
        description:
          'Full-colour printed patches that reproduce photographs, gradients and fine detail that thread cannot.',
      },
      {
        title: 'PVC',
        description:
          'Flexible, waterproof rubber patches with raised 2D or 3D detail for outdoor, tactical and workwear use.',
      },
    ],
    steps: [
      {
        title: 'Send your design',
        description: 'Order in the client panel with your artwork, size, patch style, backing and quantity.',
      },
      {
        title: 'Approve the proof',
        description: 'We send a digital proof; revisions are free until you are happy with it.',
      },
      {
        title: 'We make and ship',
        description:
          'Production takes 4 business days after approval, then 3 to 4 business days of free shipping.',
      },
    ],
  },
};

/** The three services in the order the site lists them. */
export const SERVICE_LIST: readonly ServiceContent[] = [
  SERVICES.digitizing,
  SERVICES.vector,
  SERVICES.patches,
];
