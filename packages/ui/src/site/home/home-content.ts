import jamesAvatar from '../../assets/avatars/james.svg';
import marcusAvatar from '../../assets/avatars/marcus.svg';
import priyaAvatar from '../../assets/avatars/priya.svg';
import sarahAvatar from '../../assets/avatars/sarah.svg';
import topCap from '../../assets/illustrations/top-cap.svg';
import topChenille from '../../assets/illustrations/top-chenille.svg';
import topPolo from '../../assets/illustrations/top-polo.svg';

/** A testimonial (docs/product.md §Home page): `title` is the role and the company. */
export interface Testimonial {
  name: string;
  title: string;
  image: string;
  message: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    title: 'Owner, Thread & Needle Co.',
    image: sarahAvatar,
    message:
      'Every left chest and cap logo our shop runs is digitized by Stitchdesk. The files sew out clean on the first try, and revisions come back within the hour — our machines barely ever stop.',
  },
  {
    name: 'Marcus Johnson',
    title: 'Production Manager, Peak Athletics',
    image: marcusAvatar,
    message:
      'Team jerseys always ship on tight deadlines. Their jacket backs and 3D puff files run beautifully, and the flat-rate pricing makes quoting our own customers simple.',
  },
  {
    name: 'Priya Patel',
    title: 'Creative Director, Lumen Studio',
    image: priyaAvatar,
    message:
      'They rebuilt ten years of blurry client logos as clean vectors, with colour separations ready for the screen printer. Fast, precise and always friendly.',
  },
  {
    name: "James O'Connor",
    title: 'Founder, Trailhead Supply',
    image: jamesAvatar,
    message:
      'Our woven and PVC patches arrived exactly as the proof showed, right on schedule. Reordering through the client panel takes a minute.',
  },
];

export interface TopSeller {
  name: string;
  detail: string;
  image: string;
  alt: string;
}

export const TOP_SELLERS: readonly TopSeller[] = [
  {
    name: '3D Puff Snapback',
    detail: 'Raised foam embroidery on a structured cap',
    image: topCap,
    alt: 'A black snapback cap with a raised 3D puff embroidered lightning logo',
  },
  {
    name: 'Chenille Varsity Letter',
    detail: 'Soft terry loops on layered felt',
    image: topChenille,
    alt: 'A varsity chenille letter patch: a fuzzy red letter S on a white felt layer with a gold edge',
  },
  {
    name: 'Embroidered Polo',
    detail: 'A crisp left chest logo in metallic gold',
    image: topPolo,
    alt: 'A navy polo shirt with an embroidered gold left chest logo',
  },
];
