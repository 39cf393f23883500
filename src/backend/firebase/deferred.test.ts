/** Deferred presence: nothing loads before a user is signed in; then the listeners move over. */
import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../port/presence';
import { deferredRealtime } from './deferred';
import type { RealtimePresence } from './presence-status';

function loadedPart() {
  const tracked: (string | null)[] = [];
  const listeners = new Set<(state: ConnectionState) => void>();
  const part: RealtimePresence = {
    presence: { subscribe: () => () => {} },
    connection: {
      subscribe(cb) {
        listeners.add(cb);
        cb('connecting');
        return () => listeners.delete(cb);
      },
    },
    track: (uid) => void tracked.push(uid),
    release: async () => {},
    dispose: () => listeners.clear(),
  };
  return { part, tracked, listeners };
}

describe('deferredRealtime', () => {
  it('loads nothing while nobody is signed in, then tracks the user and hands the connection listeners over', async () => {
    const { part, tracked, listeners } = loadedPart();
    let loads = 0;
    const realtime = deferredRealtime(async () => {
      loads++;
      return part;
    });
    const states: ConnectionState[] = [];
    const unsubscribe = realtime.connection.subscribe((s) => states.push(s));
    realtime.track(null);
    await Promise.resolve();
    expect(loads).toBe(0);
    expect(states).toEqual(['online']);

    realtime.track('u1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    expect(tracked).toEqual(['u1']);
    expect(states).toEqual(['online', 'connecting']);
    expect(listeners.size).toBe(1);

    unsubscribe();
    expect(listeners.size).toBe(0);
    realtime.dispose();
  });
});
