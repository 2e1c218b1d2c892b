import type { SignedIn } from '../../middleware/auth.ts';
import type { StaffViewer } from '../../services/orders/viewer.ts';

/** The signed-in staff member (a route of `staff` or `admin` access). */
export function viewerOf(ctx: { state: SignedIn }): StaffViewer {
  const { user } = ctx.state;
  return { id: user.id, role: user.role };
}
