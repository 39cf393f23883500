import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import { getRole, resourceAccessSchema, type Role } from '@/lib/access/resource-access';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type MemberAccess = {
  /** The organisation's name; empty when the record has none. */
  name: LiveState<string>;
  /** The caller's role; null without a permission record. */
  role: LiveState<Role | null>;
};

const pending = { status: 'pending', data: undefined, error: null } as const;

/**
 * What the members page needs to know before showing anything: `resourceAccess/{id}`, live, and
 * the caller's role, read again whenever the organisation's member list changes (so a member who
 * is removed loses the page at once). A record the caller may no longer read is an error, which
 * the catalogue words as "You don't have access to this resource".
 */
export function useMemberAccess(organizationId: string, uid: string): MemberAccess {
  const backend = useBackend();
  const record = useLiveDoc(backend.docs, `resourceAccess/${organizationId}`);
  const parsed = record.status === 'success' ? resourceAccessSchema.safeParse(record.data.data) : null;
  const users = parsed?.success ? (parsed.data.users ?? []) : [];
  const role = useQuery({
    queryKey: ['member-access-role', organizationId, uid, users],
    queryFn: () => getRole(backend.docs, organizationId, uid),
    enabled: record.status === 'success',
    // While it is read again the last role stays on screen (for this organisation and caller only).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === organizationId && previousQuery.queryKey[2] === uid ? previous : undefined,
  });

  if (record.status === 'error') {
    const failed = { status: 'error', data: undefined, error: record.error } as const;
    return { name: failed, role: failed };
  }
  if (record.status === 'pending') return { name: pending, role: pending };
  const name: LiveState<string> = { status: 'success', data: parsed?.success ? (parsed.data.name ?? '') : '', error: null };
  if (role.status === 'error' && role.data === undefined) return { name, role: { status: 'error', data: undefined, error: role.error } };
  if (role.data === undefined) return { name, role: pending };
  return { name, role: { status: 'success', data: role.data, error: null } };
}
