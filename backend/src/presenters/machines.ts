import type { ClientMachines } from '@stitchdesk/shared';
import type { SavedMachines } from '../db/rows.ts';

/** A client's saved machines as staff read them (the client page, the staff order page). */
export function presentClientMachines(saved: SavedMachines | null): ClientMachines | null {
  if (!saved) return null;
  return { ...saved.profile, threadChartName: { brand: saved.chart.brand, name: saved.chart.name } };
}
