import { describe, expect, it } from 'vitest';
import type { ConnectionState, PresenceStatus } from '@/backend/port';
import type { ContractContext } from './contract-context';
import { Recorder } from './support';

export function presenceContract(ctx: ContractContext): void {
  describe('presence and connection', () => {
    it('shows a connected user as online in status/{uid}', async () => {
      const { backend, uid } = await ctx.signUp();
      const statuses = new Recorder<PresenceStatus>();
      backend.presence.subscribe(uid, statuses.push);
      const online = await statuses.until('state online', (s) => s.state === 'online');
      expect(online.last_changed).toBeInstanceOf(Date);
    });

    it('reports the connection online', async () => {
      const { backend } = await ctx.signUp();
      const states = new Recorder<ConnectionState>();
      backend.connection.subscribe(states.push);
      await states.until('online', (s) => s === 'online');
    });
  });
}
