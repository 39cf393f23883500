import type { Role } from '@domain/permissions/roles';
import type { WriteOp } from '../db/engine';

/** The writes that make an organisation with these members and roles, as the server would store them. */
export function organizationWrites(id: string, name: string, members: [{ uid: string }, Role][], events: string[] = []): WriteOp[] {
  return [
    { type: 'set', path: `resourceAccess/${id}`, data: { type: 'organization', name, users: members.map(([user]) => user.uid), events } },
    ...members.map(([user, permission]): WriteOp => ({ type: 'set', path: `resourceAccess/${id}/permissions/${user.uid}`, data: { permission } })),
  ];
}
