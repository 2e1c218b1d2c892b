import type { RegisterResponse, UserInfo } from '@stitchdesk/shared';
import type { UserRow } from '../db/rows.ts';

export function presentRegisteredUser(
  row: Pick<UserRow, 'id' | 'username' | 'email'>,
): RegisterResponse['user'] {
  return { id: row.id, username: row.username, email: row.email };
}

export function presentUserInfo(
  user: Pick<UserRow, 'username' | 'email' | 'assign_to'>,
  employees: Pick<UserRow, 'id' | 'username'>[],
): UserInfo {
  return {
    user: { username: user.username, email: user.email, assignTo: user.assign_to },
    employees: employees.map((e) => ({ id: e.id, username: e.username })),
  };
}
