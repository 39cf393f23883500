import { describe, expect, it } from 'vitest';
import type { ContractContext } from './contract-context';
import { errorCode } from './support';

/** A slug no other run has taken (lowercase letters, digits and dashes). */
const freshSlug = () => `contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function callsContract(ctx: ContractContext): void {
  describe('calls', () => {
    it('calls health and gets a validated answer', async () => {
      const backend = await ctx.backend();
      const answer = await backend.call('health', {});
      expect(answer).toMatchObject({ status: 'ok', provider: backend.name });
      expect(typeof answer.version).toBe('string');
    });

    it('refuses input that breaks the contract with invalid-argument', async () => {
      const backend = await ctx.backend();
      expect(await errorCode(backend.call('health', { unexpected: true } as never))).toBe('invalid-argument');
    });

    it("runs a signed-in call as its caller, with the server's rights behind it", async () => {
      const { backend, uid } = await ctx.signUp();
      const slug = freshSlug();
      const { eventId } = await backend.call('createEvent', { title: 'Contract event', slug, language: 'en', organizationId: null });
      expect((await backend.docs.get(`events/${eventId}`)).data).toMatchObject({ title: 'Contract event', slug, status: 'created', createdBy: uid });
      expect((await backend.docs.get(`resourceAccess/${eventId}/permissions/${uid}`)).data).toMatchObject({ permission: 'owner' });
      expect(await backend.call('checkEventSlug', { slug })).toEqual({ available: false });
      expect(await backend.call('checkEventSlug', { slug, eventId })).toEqual({ available: true });
    });

    it("refuses another caller's taken slug, and a signed-in call without a user", async () => {
      const first = await ctx.signUp();
      const second = await ctx.signUp();
      const slug = freshSlug();
      await first.backend.call('createEvent', { title: 'First', slug, language: 'en', organizationId: null });
      expect(await errorCode(second.backend.call('createEvent', { title: 'Second', slug, language: 'en', organizationId: null }))).toBe('already-exists');
      const nobody = await ctx.backend();
      expect(await errorCode(nobody.call('checkEventSlug', { slug }))).toBe('unauthenticated');
    });
  });
}
