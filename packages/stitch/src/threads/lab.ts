/** A colour in CIELAB (D65 white, the sRGB reference white). */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

const linear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

// D65 reference white, in the same units as the sRGB-to-XYZ matrix below.
const XN = 0.95047;
const YN = 1;
const ZN = 1.08883;
const EPSILON = (6 / 29) ** 3;
const f = (t: number): number => (t > EPSILON ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);

/** `#rrggbb` (or `rrggbb`) as CIELAB; throws on anything else. */
export function hexToLab(hex: string): Lab {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  const r = linear(n >> 16);
  const g = linear((n >> 8) & 0xff);
  const b = linear(n & 0xff);
  const x = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / XN);
  const y = f((0.2126729 * r + 0.7151522 * g + 0.072175 * b) / YN);
  const z = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / ZN);
  return { L: 116 * y - 16, a: 500 * (x - y), b: 200 * (y - z) };
}

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** Hue angle in degrees, 0 to 360; 0 for a colour without chroma. */
function hue(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/**
 * The CIEDE2000 colour difference (kL = kC = kH = 1), following Sharma, Wu and Dalal, "The
 * CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data, and
 * Mathematical Observations" (2005), including their rules for hue at zero chroma.
 */
export function ciede2000(x: Lab, y: Lab): number {
  const cMean = (Math.hypot(x.a, x.b) + Math.hypot(y.a, y.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + POW25_7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1 = Math.hypot(a1, x.b);
  const c2 = Math.hypot(a2, y.b);
  const h1 = hue(x.b, a1);
  const h2 = hue(y.b, a2);

  const dL = y.L - x.L;
  const dC = c2 - c1;
  let dh = 0;
  if (c1 * c2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * DEG);

  const lBar = (x.L + y.L) / 2;
  const cBar = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hBar /= 2;
    else hBar = hBar < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * DEG) +
    0.24 * Math.cos(2 * hBar * DEG) +
    0.32 * Math.cos((3 * hBar + 6) * DEG) -
    0.2 * Math.cos((4 * hBar - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cBar ** 7 / (cBar ** 7 + POW25_7));
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cBar;
  const sH = 1 + 0.015 * cBar * t;
  const rT = -Math.sin(2 * dTheta * DEG) * rC;
  const l = dL / sL;
  const c = dC / sC;
  const h = dH / sH;
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}
