/**
 * The members page's profiles (spec 000 section 2.7). A profile is readable only by its owner,
 * so an organisation's owner gets its members' names, avatars and presence here, and only for
 * the users who hold a permission record on that organisation.
 */
import type { DocData } from '@domain/documents/values';
import { permissionDenied } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { roleOn } from './resource-roles';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function presence(profile: DocData) {
  const changed = profile.last_changed;
  return {
    state: profile.state === 'online' ? ('online' as const) : ('offline' as const),
    lastChanged: changed instanceof Date ? changed.getTime() : typeof changed === 'number' && Number.isFinite(changed) ? changed : null,
  };
}

export const memberProfiles: ApiHandler<'memberProfiles'> = {
  access: 'signed-in',
  async run({ resourceId }, { auth, services }) {
    if ((await roleOn(services.docs, resourceId, auth!.uid)) !== 'owner') throw permissionDenied();
    const records = await services.docs.list({ path: `resourceAccess/${resourceId}/permissions` });
    const members = await Promise.all(
      records.map(async ({ id: uid }) => {
        const profile = (await services.docs.get(`users/${uid}`))?.data ?? {};
        return {
          uid,
          email: text(profile.email),
          username: text(profile.username),
          firstName: text(profile.firstName),
          lastName: text(profile.lastName),
          thumbnail: text(profile.thumbnail),
          ...presence(profile),
        };
      }),
    );
    return { members };
  },
};
