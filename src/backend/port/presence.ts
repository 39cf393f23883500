import type { Unsubscribe } from './documents';

export type PresenceState = 'online' | 'offline';
export type PresenceStatus = { state: PresenceState; last_changed: Date | null };

export interface PresenceService {
  /** Live presence of any user, from `status/{uid}`. */
  subscribe(uid: string, cb: (status: PresenceStatus) => void): Unsubscribe;
}

export type ConnectionState = 'connecting' | 'online' | 'offline';

export interface ConnectionService {
  /** Whether the app can reach its backend right now; drives the offline modal. */
  subscribe(cb: (state: ConnectionState) => void): Unsubscribe;
}
