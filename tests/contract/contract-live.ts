import { describe, expect, it } from 'vitest';
import type { DocSnapshot, QuerySnapshot } from '@/backend/port';
import type { ContractContext } from './contract-context';
import { Recorder, codeOf } from './support';

type Profile = { uid: string; username?: string };

export function liveContract(ctx: ContractContext): void {
  describe('live subscriptions', () => {
    it('subscribeDoc delivers the document, then each change', async () => {
      const { backend, uid } = await ctx.signUp();
      const snaps = new Recorder<DocSnapshot<Profile>>();
      const stop = backend.docs.subscribeDoc<Profile>(`users/${uid}`, snaps.push, snaps.fail);
      const first = await snaps.until('the first snapshot', () => true);
      expect(first).toMatchObject({ id: uid, exists: true, data: { uid } });
      await backend.docs.update(`users/${uid}`, { username: 'live1' });
      await snaps.until('username live1', (s) => s.data?.username === 'live1');
      await backend.docs.update(`users/${uid}`, { username: 'live2' });
      await snaps.until('username live2', (s) => s.data?.username === 'live2');
      stop();
      expect(snaps.errors).toEqual([]);
    });

    it('subscribeQuery delivers every document as added, then only what changed', async () => {
      const { backend, uid } = await ctx.signUp();
      const snaps = new Recorder<QuerySnapshot<Profile>>();
      const stop = backend.docs.subscribeQuery<Profile>({ path: 'users', where: [{ field: 'uid', op: '==', value: uid }] }, snaps.push, snaps.fail);
      const first = await snaps.until('the first snapshot', () => true);
      expect(first.docs.map((d) => d.path)).toEqual([`users/${uid}`]);
      expect(first.changes.map((c) => [c.type, c.doc.path, c.oldIndex, c.newIndex])).toEqual([['added', `users/${uid}`, -1, 0]]);
      await backend.docs.update(`users/${uid}`, { username: 'q1' });
      const next = await snaps.until('username q1', (s) => s.docs[0]?.data?.username === 'q1');
      expect(next.changes.map((c) => [c.type, c.doc.path, c.oldIndex, c.newIndex])).toEqual([['modified', `users/${uid}`, 0, 0]]);
      expect(next.changes[0].doc.data?.username).toBe('q1');
      stop();
      expect(snaps.errors).toEqual([]);
    });

    it('stops delivering after unsubscribe', async () => {
      const { backend, uid } = await ctx.signUp();
      const path = `users/${uid}`;
      const stopped = new Recorder<DocSnapshot<Profile>>();
      const fence = new Recorder<DocSnapshot<Profile>>();
      const stop = backend.docs.subscribeDoc<Profile>(path, stopped.push, stopped.fail);
      backend.docs.subscribeDoc<Profile>(path, fence.push, fence.fail);
      await stopped.until('the first snapshot', () => true);
      await fence.until('the first snapshot', () => true);
      stop();
      const seen = stopped.values.length;
      await backend.docs.update(path, { username: 'after' });
      await fence.until('the change', (s) => s.data?.username === 'after');
      expect(stopped.values.length).toBe(seen);
    });

    it("ends a subscription to another user's profile with permission-denied", async () => {
      const a = await ctx.signUp();
      const b = await ctx.signUp();
      const snaps = new Recorder<DocSnapshot>();
      a.backend.docs.subscribeDoc(`users/${b.uid}`, snaps.push, snaps.fail);
      expect(codeOf(await snaps.nextError('the refusal'))).toBe('permission-denied');
      expect(snaps.values).toEqual([]);
    });

    it('ends a query subscription the policy refuses with permission-denied', async () => {
      const { backend } = await ctx.signUp();
      const snaps = new Recorder<QuerySnapshot>();
      backend.docs.subscribeQuery({ path: 'users' }, snaps.push, snaps.fail);
      expect(codeOf(await snaps.nextError('the refusal'))).toBe('permission-denied');
    });
  });
}
