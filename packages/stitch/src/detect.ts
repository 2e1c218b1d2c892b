import { looksLikeHus, looksLikeSew, looksLikeShv, looksLikeU01 } from './content-checks.ts';
import type { StitchFormat } from './model.ts';
import { STITCH_FORMATS } from './model.ts';
import { DST_HEADER_BYTES } from './readers/dst.ts';
import { EXP_CONTROLS } from './readers/exp.ts';
import { JEF_COLOR_COUNT, JEF_COLORS } from './readers/jef.ts';
import { PEC_MAGIC } from './readers/pec-file.ts';
import { VP3_MAGIC } from './readers/vp3.ts';
import { XXX_STITCHES } from './readers/xxx.ts';

const startsWith = (bytes: Uint8Array, text: string, at = 0): boolean => {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

const u32le = (b: Uint8Array, at: number): number =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/** A JEF header points at its stitches right after its colour list: 116 + 8 bytes per colour. */
function looksLikeJef(bytes: Uint8Array): boolean {
  if (bytes.length < JEF_COLORS) return false;
  const count = u32le(bytes, JEF_COLOR_COUNT);
  return count < 1000 && u32le(bytes, 0) === JEF_COLORS + 8 * count;
}

const isXxxEndCode = (bytes: Uint8Array, at: number): boolean =>
  at >= XXX_STITCHES && at + 1 < bytes.length && bytes[at] === 0x7f && bytes[at + 1] === 0x7f;

/**
 * An XXX header ends with where its stitches end. Singer's files (and the independent encoder's,
 * as in test/fixtures, and ours) hold the offset of the 0x7F 0x7F end code in 32 bits at
 * 0xFC; some writers keep only 16 bits at 0xFE, pointing just past it, and past 64 KiB only its
 * low half, so each 64 KiB step of that one is tried.
 */
function looksLikeXxx(bytes: Uint8Array): boolean {
  if (bytes.length < XXX_STITCHES + 2) return false;
  if (isXxxEndCode(bytes, u32le(bytes, 0xfc))) return true;
  for (let end = bytes[0xfe] | (bytes[0xff] << 8); end <= bytes.length; end += 0x10000) {
    if (isXxxEndCode(bytes, end - 2)) return true;
  }
  return false;
}

/**
 * EXP has no header: its bytes pass when every control record uses a known code. Without the
 * extension's word for it, at least one control must be present too, or any text file would pass.
 */
function looksLikeExp(bytes: Uint8Array, needControl: boolean): boolean {
  if (bytes.length === 0 || bytes.length % 2 !== 0) return false;
  const known = new Set<number>(Object.values(EXP_CONTROLS));
  let controls = 0;
  for (let i = 0; i < bytes.length; i += 2) {
    if (bytes[i] !== 0x80) continue;
    if (!known.has(bytes[i + 1]) || i + 4 > bytes.length) return false;
    controls++;
    i += 2;
  }
  return !needControl || controls > 0;
}

export function formatFromFileName(fileName: string | undefined): StitchFormat | null {
  const ext = fileName?.split('.').pop()?.toUpperCase();
  return (STITCH_FORMATS as readonly string[]).includes(ext ?? '') ? (ext as StitchFormat) : null;
}

/**
 * The format of a stitch file, from its content. Formats with a signature (PES, PEC, VP3, HUS, SHV,
 * JEF, DST's "LA:" header, XXX's end offset) are recognised whatever the name says, then those whose
 * records show it (SEW, U01, EXP); the extension only decides for content that has no signature of
 * its own (a DST without its label, an EXP that could pass for a SEW).
 * Returns null for content that is no stitch file we read.
 */
export function detectFormat(bytes: Uint8Array, fileName?: string): StitchFormat | null {
  if (startsWith(bytes, '#PES')) return 'PES';
  if (startsWith(bytes, PEC_MAGIC)) return 'PEC';
  if (startsWith(bytes, VP3_MAGIC)) return 'VP3';
  if (looksLikeHus(bytes)) return 'HUS';
  if (looksLikeShv(bytes)) return 'SHV';
  if (looksLikeJef(bytes)) return 'JEF';
  if (startsWith(bytes, 'LA:') && bytes.length >= DST_HEADER_BYTES) return 'DST';
  if (looksLikeXxx(bytes)) return 'XXX';
  const hint = formatFromFileName(fileName);
  if (hint === 'DST' && bytes.length >= DST_HEADER_BYTES) return 'DST';
  if (hint === 'XXX' && bytes.length >= XXX_STITCHES) return 'XXX';
  // SEW's records are EXP's byte pairs: an .exp name keeps an EXP that happens to pass for one.
  if (hint !== 'EXP' && looksLikeSew(bytes)) return 'SEW';
  if (looksLikeU01(bytes)) return 'U01';
  if (looksLikeExp(bytes, hint !== 'EXP')) return 'EXP';
  return null;
}
