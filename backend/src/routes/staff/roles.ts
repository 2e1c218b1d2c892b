import type { Role } from '@stitchdesk/shared';
import type { Context } from 'koa';
import type { StaffViewer } from '../../services/staff/viewer.ts';

/** Who may use the staff console. */
export const STAFF_ROLES: Role[] = ['employee', 'admin'];
export const ADMIN_ONLY: Role[] = ['admin'];

/** The signed-in staff member (set by `auth({ roles: STAFF_ROLES })`). */
export function viewerOf(ctx: Context): StaffViewer {
  const user = ctx.state.user!;
  return { id: user.id, role: user.role };
}
