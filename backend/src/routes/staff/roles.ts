import { ADMIN_ROLES, STAFF_ROLES as SHARED_STAFF_ROLES, type Role } from '@stitchdesk/shared';
import type { SignedIn } from '../../middleware/auth.ts';
import type { StaffViewer } from '../../services/orders/viewer.ts';

/** Who may use the staff console. */
export const STAFF_ROLES: readonly Role[] = SHARED_STAFF_ROLES;
export const ADMIN_ONLY: readonly Role[] = ADMIN_ROLES;

/** The signed-in staff member (set by `auth({ roles: STAFF_ROLES })`). */
export function viewerOf(ctx: { state: SignedIn }): StaffViewer {
  const { user } = ctx.state;
  return { id: user.id, role: user.role };
}
