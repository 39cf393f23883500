/**
 * The member roles of spec 000 section 6, lowest first. A role includes everything the roles
 * below it may do, so a permission check is one comparison.
 */
export const ROLES = ['viewer', 'moderator', 'producer', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** False for no role at all (a stranger), whatever the minimum. */
export function roleAtLeast(role: Role | null, min: Role): boolean {
  return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(min);
}

export function higherRole(a: Role | null, b: Role | null): Role | null {
  if (a === null) return b;
  if (b === null) return a;
  return ROLES.indexOf(a) >= ROLES.indexOf(b) ? a : b;
}
