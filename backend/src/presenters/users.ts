import { isStaffRole, type RegisterResponse, type UserInfo } from '@stitchdesk/shared';
import type { ProfileRow, UserRow } from '../db/rows.ts';

export function presentRegisteredUser(
  row: Pick<UserRow, 'id' | 'username' | 'email'>,
): RegisterResponse['user'] {
  return { id: row.id, username: row.username, email: row.email };
}

export function presentUserInfo(
  user: ProfileRow,
  employees: Pick<UserRow, 'id' | 'username'>[],
  { requireStaffMfa }: { requireStaffMfa: boolean },
): UserInfo {
  return {
    user: {
      username: user.username,
      email: user.email,
      assignTo: user.assign_to,
      emailVerified: user.email_verified_at !== null,
      mfaEnabled: user.mfa_enabled,
      mfaSetupRequired: requireStaffMfa && isStaffRole(user.role) && !user.mfa_enabled,
    },
    employees: employees.map((e) => ({ id: e.id, username: e.username })),
  };
}
