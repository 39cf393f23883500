/**
 * The value clients and their onDisconnect hooks write to `status/{uid}` in the Realtime
 * Database (database.rules.json admits nothing else), read defensively all the same.
 */
export type PresenceStatus = { state: 'online' | 'offline'; lastChanged: number };

export function parsePresenceStatus(value: unknown): PresenceStatus | null {
  if (value === null || typeof value !== 'object') return null;
  const { state, last_changed: lastChanged } = value as { state?: unknown; last_changed?: unknown };
  if (state !== 'online' && state !== 'offline') return null;
  if (typeof lastChanged !== 'number' || !Number.isFinite(lastChanged)) return null;
  return { state, lastChanged };
}

/**
 * Triggers can arrive out of order: a change older than the one already mirrored (whose time is
 * `mirroredAt`, in ms, or null when nothing is) must not overwrite it.
 */
export function isNewerThanMirrored(status: PresenceStatus, mirroredAt: number | null): boolean {
  return mirroredAt === null || status.lastChanged >= mirroredAt;
}
