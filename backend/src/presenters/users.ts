import type { RegisterResponse, UserInfo } from '@stitchdesk/shared';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  role: string;
  assign_to: string | null;
}

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
