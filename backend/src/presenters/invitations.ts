import type { StaffInvitation } from '@stitchdesk/shared';
import type { InvitationRow } from '../db/rows.ts';

export function presentInvitation(row: InvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    status: row.expired ? 'expired' : 'pending',
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}
