import { roleAtLeast, type Role } from '@domain/permissions/roles';

/** What the pages and menus screens offer a role (spec 000 section 6): producers edit, owners also create and delete. */
export type PagePermissions = { edit: boolean; createAndDelete: boolean };

export function pagePermissions(role: Role | null): PagePermissions {
  return { edit: roleAtLeast(role, 'producer'), createAndDelete: roleAtLeast(role, 'owner') };
}

export const LIST_DATE_FORMAT = 'HH:mm - DD.MM.YYYY';
