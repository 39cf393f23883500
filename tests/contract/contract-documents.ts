import { describe, expect, it } from 'vitest';
import { arrayUnion, deleteField, increment, serverTimestamp, type DocSnapshot, type Transaction, type WriteData } from '@/backend/port';
import type { ContractContext } from './contract-context';
import { codeOf, errorCode } from './support';

/** A profile without the presence fields the server mirrors onto it when the user's connection opens. */
function withoutPresence(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data) return data;
  const rest = { ...data };
  delete rest.state;
  delete rest.last_changed;
  return rest;
}

export function documentsContract(ctx: ContractContext): void {
  describe('documents', () => {
    it('reads the profile the sign-up wrote, with its timestamp as a Date', async () => {
      const { backend, uid, email } = await ctx.signUp();
      const snap = await backend.docs.get(`users/${uid}`);
      expect(snap).toMatchObject({ id: uid, path: `users/${uid}`, exists: true });
      expect(snap.data).toMatchObject({ uid, email });
      expect(snap.data!.createdAt).toBeInstanceOf(Date);
    });

    it('set with merge changes the given fields and keeps the others', async () => {
      const { backend, uid, email } = await ctx.signUp();
      await backend.docs.set(`users/${uid}`, { username: 'alice', firstName: 'Alice' }, { merge: true });
      const { data } = await backend.docs.get(`users/${uid}`);
      expect(data).toMatchObject({ uid, email, username: 'alice', firstName: 'Alice' });
    });

    it('update changes fields, and deleteField removes one', async () => {
      const { backend, uid } = await ctx.signUp();
      const path = `users/${uid}`;
      await backend.docs.update(path, { firstName: 'Ada', lastName: 'Lovelace' });
      expect((await backend.docs.get(path)).data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      await backend.docs.update(path, { lastName: deleteField(), thumbnail: 'https://example.com/a.jpg' });
      const { data } = await backend.docs.get(path);
      expect(data).toMatchObject({ firstName: 'Ada', thumbnail: 'https://example.com/a.jpg' });
      expect(data).not.toHaveProperty('lastName');
    });

    it('refuses writes the policy forbids and leaves the document as it was', async () => {
      const { backend, uid } = await ctx.signUp();
      const path = `users/${uid}`;
      await backend.docs.update(path, { username: 'before' });
      const before = (await backend.docs.get(path)).data;
      const refused: WriteData[] = [
        { username: increment(1) },
        { firstName: arrayUnion('x') },
        { thumbnail: serverTimestamp() },
        { username: 'far-too-long-for-a-username' },
        { email: 'someone-else@example.com' },
        { 'events.0': 'e1' },
      ];
      for (const data of refused) {
        expect(await errorCode(backend.docs.update(path, data)), JSON.stringify(data)).toBe('permission-denied');
      }
      // The server's presence mirror (a writer of its own) may mark the profile online meanwhile.
      expect(withoutPresence((await backend.docs.get(path)).data)).toEqual(withoutPresence(before));
    });

    it("refuses another user's profile for reads and writes", async () => {
      const a = await ctx.signUp();
      const b = await ctx.signUp();
      expect(await errorCode(a.backend.docs.get(`users/${b.uid}`))).toBe('permission-denied');
      expect(await errorCode(a.backend.docs.update(`users/${b.uid}`, { username: 'mallory' }))).toBe('permission-denied');
      expect(await errorCode(a.backend.docs.set(`users/${b.uid}`, { username: 'mallory' }, { merge: true }))).toBe('permission-denied');
      expect((await b.backend.docs.get(`users/${b.uid}`)).data).not.toHaveProperty('username');
    });

    it('queries users by its own uid, and counts them', async () => {
      const { backend, uid } = await ctx.signUp();
      const query = { path: 'users', where: [{ field: 'uid', op: '==' as const, value: uid }] };
      const docs = await backend.docs.list(query);
      expect(docs.map((d) => d.path)).toEqual([`users/${uid}`]);
      expect(docs[0].data).toMatchObject({ uid });
      expect(await backend.docs.aggregate(query, { count: true })).toMatchObject({ count: 1 });
    });

    it('refuses a query that could return other users', async () => {
      const { backend } = await ctx.signUp();
      expect(await errorCode(backend.docs.list({ path: 'users' }))).toBe('permission-denied');
    });

    it('applies a batch all or nothing', async () => {
      const a = await ctx.signUp();
      const b = await ctx.signUp();
      const own = `users/${a.uid}`;
      const refused = a.backend.docs.batch([
        { type: 'update', path: own, data: { username: 'batch1' } },
        { type: 'update', path: `users/${b.uid}`, data: { username: 'batch1' } },
      ]);
      expect(await errorCode(refused)).toBe('permission-denied');
      expect((await a.backend.docs.get(own)).data).not.toHaveProperty('username');
      await a.backend.docs.batch([
        { type: 'update', path: own, data: { username: 'batch2' } },
        { type: 'set', path: own, data: { firstName: 'Batch' }, merge: true },
      ]);
      expect((await a.backend.docs.get(own)).data).toMatchObject({ username: 'batch2', firstName: 'Batch' });
    });

    it('runs a transaction and returns its result', async () => {
      const { backend, uid } = await ctx.signUp();
      const path = `users/${uid}`;
      const result = await backend.docs.runTransaction(async (tx) => {
        const snap = await tx.get<{ email: string }>(path);
        tx.update(path, { firstName: 'Tx' });
        return snap.data!.email;
      });
      expect(result).toBe((await backend.docs.get<{ email: string }>(path)).data!.email);
      expect((await backend.docs.get(path)).data).toMatchObject({ firstName: 'Tx' });
    });

    it('writes nothing when the transaction function throws', async () => {
      const { backend, uid } = await ctx.signUp();
      const path = `users/${uid}`;
      const failing = backend.docs.runTransaction(async (tx) => {
        await tx.get(path);
        tx.update(path, { firstName: 'Never' });
        throw new Error('changed my mind');
      });
      await expect(failing).rejects.toThrow('changed my mind');
      expect((await backend.docs.get(path)).data).not.toHaveProperty('firstName');
    });

    it('retries conflicting transactions so that both apply', async () => {
      const account = await ctx.signUp();
      const second = await ctx.signInAgain(account);
      const path = `users/${account.uid}`;
      await account.backend.docs.update(path, { username: '' });
      // Both transactions read before either commits, so at least one must retry on fresh data.
      let release!: () => void;
      const bothRead = new Promise<void>((r) => (release = r));
      let reads = 0;
      const append = (letter: string) => async (tx: Transaction) => {
        const snap: DocSnapshot<{ username: string }> = await tx.get(path);
        if (++reads === 2) release();
        await bothRead;
        tx.update(path, { username: snap.data!.username + letter });
      };
      await Promise.all([account.backend.docs.runTransaction(append('a')), second.docs.runTransaction(append('b'))]);
      const { data } = await account.backend.docs.get<{ username: string }>(path);
      expect(['ab', 'ba']).toContain(data!.username);
      expect(reads).toBeGreaterThanOrEqual(3);
    });

    it('reports failures as BackendError codes', async () => {
      const { backend, uid } = await ctx.signUp();
      const error = await backend.docs.update(`users/${uid}/not/valid/`, { username: 'x' }).catch((e: unknown) => e);
      expect(codeOf(error)).toBe('invalid-argument');
    });
  });
}
