import { serviceLabel, type Preset } from '@stitchdesk/shared';
import type { PresetRow } from '../db/rows.ts';

export function presentPreset(row: PresetRow): Preset {
  return {
    _id: row.id,
    name: row.name,
    service: serviceLabel(row.service_type),
    fields: row.fields,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
