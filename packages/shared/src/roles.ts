/** Every account's role: the one list, which the API, the UI and the database's check all follow. */
export const ROLES = ['client', 'employee', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that use the staff console. */
export const STAFF_ROLES = ['employee', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles allowed to manage staff accounts. */
export const ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

export function isAdminRole(role: Role | null | undefined): boolean {
  return (ADMIN_ROLES as readonly unknown[]).includes(role);
}

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(role);
}
