/**
 * Content checks for the formats added beside the first six (HUS, SHV, SEW, U01; PEC has a plain
 * signature). Each is cheap, never throws, and works on the start of a file as well as on all of
 * it (the server looks at a file's first bytes before reading it whole).
 */
import { HUS_HEADER_BYTES, HUS_SIGNATURES } from './readers/hus.ts';
import { SEW_CONTROLS, SEW_STITCHES } from './readers/sew.ts';
import { SHV_NOTICE, shvLayout } from './readers/shv.ts';
import { U01_COMMANDS, U01_RECORD_FLAG, U01_STITCHES } from './readers/u01.ts';

export function looksLikeHus(bytes: Uint8Array): boolean {
  if (bytes.length < HUS_HEADER_BYTES) return false;
  return HUS_SIGNATURES.some((signature) => signature.every((b, i) => bytes[i] === b));
}

const NOTICE_BYTES = Uint8Array.from(SHV_NOTICE, (c) => c.charCodeAt(0));

/**
 * SHV's notice is a signature. Files that carry zeros in its place pass only when the rest adds up:
 * the colour rows' record total is what the bytes after them hold.
 */
export function looksLikeShv(bytes: Uint8Array): boolean {
  if (bytes.length <= NOTICE_BYTES.length) return false;
  if (NOTICE_BYTES.every((b, i) => bytes[i] === b)) return true;
  for (let i = 0; i < NOTICE_BYTES.length; i++) if (bytes[i] !== 0) return false;
  try {
    const layout = shvLayout(bytes);
    const total = layout.counts.reduce((a, b) => a + b, 0);
    return layout.counts.length > 0 && total > 0 && (bytes.length - layout.stitchesAt) / 2 === total;
  } catch {
    return false;
  }
}

/** SEW's colour numbers are small: Janome's palette has under a hundred. */
const SEW_MAX_COLOR_NUMBER = 100;

/**
 * SEW has no signature: a colour count of 1–255 and small colour numbers, and from 0x1D78 records
 * that use only SEW's control codes, up to its end code (or as far as the bytes go, when they stop
 * before it, with one record at least).
 */
export function looksLikeSew(bytes: Uint8Array): boolean {
  if (bytes.length < 2) return false;
  const colors = bytes[0] | (bytes[1] << 8);
  if (colors < 1 || colors > 255 || 2 + 2 * colors > Math.min(bytes.length, SEW_STITCHES)) return false;
  for (let i = 0; i < colors; i++) {
    const at = 2 + 2 * i;
    if ((bytes[at] | (bytes[at + 1] << 8)) >= SEW_MAX_COLOR_NUMBER) return false;
  }
  if (bytes.length < SEW_STITCHES + 2) return false;
  const known = new Set<number>(Object.values(SEW_CONTROLS));
  for (let i = SEW_STITCHES; i + 2 <= bytes.length; i += 2) {
    if (bytes[i] !== 0x80) continue;
    const control = bytes[i + 1];
    if (control === SEW_CONTROLS.end) return true;
    if (!known.has(control) && !(control & SEW_CONTROLS.colorChange)) return false;
    i += 2;
  }
  return true;
}

/** Records to see before a U01 cut short (a file's first bytes) is taken as one. */
const U01_RECORDS_TO_TRUST = 16;

/**
 * U01 has no signature: from byte 256, three-byte records whose first byte has the record flag and
 * a known command, up to the end command (or, for bytes that stop before it, enough of them).
 */
export function looksLikeU01(bytes: Uint8Array): boolean {
  let records = 0;
  for (let i = U01_STITCHES; i + 3 <= bytes.length; i += 3) {
    const control = bytes[i];
    const command = control & 0x1f;
    if (!(control & U01_RECORD_FLAG) || command > U01_COMMANDS.end) return false;
    if (command === U01_COMMANDS.end) return records > 0;
    records++;
  }
  return records >= U01_RECORDS_TO_TRUST;
}
