import { isAdminRole, isStaffRole, type StaffRole } from '@stitchdesk/shared';
import { useSession } from '../../lib/session.tsx';
import { readClaims } from '../../lib/token.ts';

/** The signed-in staff member as the token names them (the server checks the same claims). */
export function useStaffUser(): { id: string | null; role: StaffRole | null; isAdmin: boolean } {
  const { token, role } = useSession();
  const staffRole = isStaffRole(role) ? role : null;
  return { id: readClaims(token)?.sub ?? null, role: staffRole, isAdmin: isAdminRole(staffRole) };
}
