import type { ApiToken } from '@stitchdesk/shared';
import type { ApiTokenRow } from '../db/rows.ts';

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: `sdk_${row.prefix}`,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}
