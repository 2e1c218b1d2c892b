/** The product's enumerations (docs/product.md §Enumerations), word for word. */

export const GARMENT_CATEGORIES = [
  'Hoodie',
  'Tshirt',
  'Sweatshirt',
  'Sweat Suit',
  'Shorts',
  'Top Tanks',
  'Sports Jersey',
  'Sports Uniform',
  'College Uniform',
  'Caps',
  'Varsity Jacket',
  'Leather Jacket',
  'Socks',
  'Gloves',
] as const;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'] as const;
export type Size = (typeof SIZES)[number];

export const DIGITIZING_CATEGORIES = ['Left Chest', '3D Puffs', 'Jacket Back', 'Applique'] as const;

export const VECTOR_CATEGORIES = ['Normal', 'Color Separation', 'Halftones', '4 Color CMYK'] as const;

export const PATCH_CATEGORIES = [
  'Embroidery Patch',
  'Embroidery Puff Patch',
  'Leather Patch',
  'Sublimation Patch',
  'Woven Patch',
  'Chenille Patch',
  'PVC Patch',
] as const;

export const BACKINGS = ['Iron on', 'Heatpress', 'Velcro', 'Peel & Stick'] as const;

export interface NamedColor {
  name: string;
  hex: string;
}

/**
 * Apparel and vector palette, stored as hex. The spec calls it "36 named colours" but lists 37
 * names; every listed name is kept. Hex values are distinct so a stored hex maps back to one name.
 */
export const APPAREL_COLORS: readonly NamedColor[] = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Black', hex: '#000000' },
  { name: 'Gold', hex: '#ffb81c' },
  { name: 'Red', hex: '#c8102e' },
  { name: 'Royal', hex: '#1d4f91' },
  { name: 'Navy', hex: '#1b2a47' },
  { name: 'Gray', hex: '#8d9093' },
  { name: 'Kelly', hex: '#00843d' },
  { name: 'Orange', hex: '#ff6a13' },
  { name: 'Maroon', hex: '#6a1a31' },
  { name: 'Purple', hex: '#4b2c84' },
  { name: 'Dark Green', hex: '#154734' },
  { name: 'Cardinal', hex: '#9d2235' },
  { name: 'Emerald', hex: '#009b77' },
  { name: 'Columbia', hex: '#9bcbeb' },
  { name: 'Brown', hex: '#4e3629' },
  { name: 'Pink', hex: '#f4a6c8' },
  { name: 'Mid Blue', hex: '#3c7dc4' },
  { name: 'Maize', hex: '#fcd450' },
  { name: 'Tan', hex: '#c8a97e' },
  { name: 'Texas Orange', hex: '#bf5700' },
  { name: 'Cream', hex: '#f3e9d2' },
  { name: 'Turquoise', hex: '#2ec4b6' },
  { name: 'Burnt Orange', hex: '#cc5500' },
  { name: 'Steel Gray', hex: '#54585a' },
  { name: 'Dolphin', hex: '#a2aaad' },
  { name: 'Teal', hex: '#00827f' },
  { name: 'Cyan', hex: '#00b5e2' },
  { name: 'Light Maroon', hex: '#8a2432' },
  { name: 'Eggplant', hex: '#3f2a56' },
  { name: 'Hot Pink', hex: '#e0457b' },
  { name: 'Avalanche Blue', hex: '#5b8fb9' },
  { name: 'Lilac', hex: '#b8a1d9' },
  { name: 'Lime', hex: '#78be20' },
  { name: 'Bronze', hex: '#a97142' },
  { name: 'Lime/Yellow', hex: '#d4e157' },
  { name: 'Silver', hex: '#c0c0c0' },
];

export const PATCH_COLORS: readonly NamedColor[] = [
  { name: 'Red', hex: '#ff0000' },
  { name: 'Green', hex: '#008000' },
  { name: 'Blue', hex: '#0000ff' },
  { name: 'Yellow', hex: '#ffff00' },
  { name: 'Purple', hex: '#800080' },
  { name: 'Orange', hex: '#ffa500' },
];

const byHex = new Map<string, string>([...APPAREL_COLORS, ...PATCH_COLORS].map((c) => [c.hex, c.name]));

/** The colour's name for a stored hex (case-insensitive), or the hex itself when unknown. */
export function colorName(hex: string): string {
  return byHex.get(hex.toLowerCase()) ?? hex;
}

export function isPaletteHex(palette: readonly NamedColor[], hex: string): boolean {
  const wanted = hex.toLowerCase();
  return palette.some((c) => c.hex === wanted);
}
