/**
 * Bounds that keep a hostile file from taking unbounded memory or time. A real design rarely
 * passes 300,000 stitches; commercial machines stop near 1,000,000.
 */
export interface ReadLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Most records (stitches, jumps, trims, colour changes) kept in the model. */
  maxRecords: number;
}

export const DEFAULT_LIMITS: ReadLimits = {
  maxBytes: 16 * 1024 * 1024,
  maxRecords: 1_500_000,
};
