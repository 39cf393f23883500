/**
 * Resource access records (spec 000 sections 3 and 6): a user sees a resource only when its
 * `users` list holds their uid and a permission record for them exists.
 */
import { z } from 'zod';
import { ROLES, type Role } from '@domain/permissions/roles';
import type { DocumentStore, QuerySpec } from '@/backend/port';
import { errorCode } from '../errors/error-catalogue';

export type { Role };

export const resourceAccessSchema = z.object({
  type: z.enum(['event', 'organization']),
  users: z.array(z.string()).optional(),
  events: z.array(z.string()).optional(),
  name: z.string().optional(),
});
export type ResourceAccess = z.infer<typeof resourceAccessSchema> & { id: string };

export function resourceAccessForUser(uid: string): QuerySpec {
  return { path: 'resourceAccess', where: [{ field: 'users', op: 'array-contains', value: uid }] };
}

/** Records that do not have the expected shape are skipped, as the spec skips unreadable ones. */
export function parseResourceAccess(docs: { id: string; data: unknown }[]): ResourceAccess[] {
  return docs.flatMap((d) => {
    const parsed = resourceAccessSchema.safeParse(d.data);
    return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
  });
}

const permissionSchema = z.object({ permission: z.enum(ROLES) });

/**
 * The user's role on a resource, or null when they have no permission record. A record the user
 * may not read counts as missing (section 8: such reads resolve to empty); other failures throw.
 */
export async function getRole(docs: DocumentStore, resourceId: string, uid: string): Promise<Role | null> {
  try {
    const snap = await docs.get(`resourceAccess/${resourceId}/permissions/${uid}`);
    if (!snap.exists) return null;
    const parsed = permissionSchema.safeParse(snap.data);
    return parsed.success ? parsed.data.permission : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied' || errorCode(error) === 'not-found') return null;
    throw error;
  }
}
