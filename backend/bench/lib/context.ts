import path from 'node:path';
import type { Stitchdesk } from './stitchdesk.ts';

/** What every scenario gets from run.ts. */
export interface BenchContext {
  server: Stitchdesk;
  /** A scratch directory on the same filesystem as the server's files (inside its DATA_DIR). */
  scratchDir: string;
  /** Measured turns per side in A/B comparisons, and seconds per turn. */
  rounds: number;
  seconds: number;
  /** One password hash (the backend's own hashPassword) shared by every seeded account. */
  passwordHash: string;
  password: string;
  log(message: string): void;
}

export const BASELINES = path.resolve(import.meta.dirname, '../baselines');
export const baselineScript = (name: string) => path.join(BASELINES, name);
