import type { Role } from '@stitchdesk/shared';
import type { SignedIn } from '../../middleware/auth.ts';
import type { StaffViewer } from '../../services/staff/viewer.ts';

/** Who may use the staff console. */
export const STAFF_ROLES: Role[] = ['employee', 'admin'];
export const ADMIN_ONLY: Role[] = ['admin'];

/** The signed-in staff member (set by `auth({ roles: STAFF_ROLES })`). */
export function viewerOf(ctx: { state: SignedIn }): StaffViewer {
  const { user } = ctx.state;
  return { id: user.id, role: user.role };
}
