import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, messages } from '@domain/account/profile';
import type { QuerySpec, WhereOp } from '@domain/documents/query';
import type { DocData, DocValue } from '@domain/documents/values';
import type { AuthContext } from '../auth/context';
import { createEngine } from '../db/create-engine';
import type { ChangeEvent, DocumentEngine, StoredDoc } from '../db/engine';
import { canDeleteFile, canUploadFile, createPolicy, type Policy } from './policy';

const alice: AuthContext = { uid: 'alice', email: 'alice@example.com', emailVerified: true, sessionId: 's1' };
const bob: AuthContext = { uid: 'bob', email: 'bob@example.com', emailVerified: true, sessionId: 's2' };
const created = new Date('2024-01-01T00:00:00Z');

const stored = (path: string, data: DocData, version = 1): StoredDoc => ({ path, id: path.split('/').pop()!, data, version, createTime: created, updateTime: created });
const change = (path: string, before: DocData | null, after: DocData | null): ChangeEvent => ({
  path,
  before: before && stored(path, before),
  after: after && stored(path, after, 2),
});

const aliceProfile = { uid: 'alice', email: 'alice@example.com', events: [], type: 'platform', userType: 'platform', createdAt: created, username: 'al' };

describe('file rules', () => {
  it('lets a user upload and delete only their own avatar, as JPEG or PNG under 2 MB', async () => {
    // The avatar rule reads no documents.
    const noDocs = async () => null;
    expect(await canUploadFile(alice, 'users/alice.jpg', 'image/jpeg', 1000, noDocs)).toEqual({ ok: true });
    expect(await canUploadFile(alice, 'users/alice.jpg', 'image/png', AVATAR_MAX_BYTES - 1, noDocs)).toEqual({ ok: true });
    expect(await canUploadFile(alice, 'users/alice.jpg', 'image/gif', 10, noDocs)).toEqual({ ok: false, code: 'storage/invalid-type', message: messages.avatarType });
    expect(await canUploadFile(alice, 'users/alice.jpg', 'image/jpeg', AVATAR_MAX_BYTES, noDocs)).toEqual({ ok: false, code: 'storage/file-too-large', message: messages.avatarSize });
    expect(await canUploadFile(alice, 'users/bob.jpg', 'image/jpeg', 10, noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await canUploadFile(null, 'users/alice.jpg', 'image/jpeg', 10, noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await canUploadFile(alice, 'users/alice.png', 'image/png', 10, noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await canUploadFile(alice, 'events/alice.jpg', 'image/jpeg', 10, noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await canUploadFile(alice, 'users/x/alice.jpg', 'image/jpeg', 10, noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await canDeleteFile(alice, 'users/alice.jpg', noDocs)).toEqual({ ok: true });
    expect(await canDeleteFile(bob, 'users/alice.jpg', noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await canDeleteFile(null, 'users/alice.jpg', noDocs)).toMatchObject({ ok: false, code: 'permission-denied' });
  });
});

describe('document rules', () => {
  let engine: DocumentEngine;
  let policy: Policy;

  beforeAll(async () => {
    engine = await createEngine({});
    policy = createPolicy(engine);
    await engine.commit([
      { type: 'set', path: 'resourceAccess/org1', data: { type: 'organization', users: ['alice'] } },
      { type: 'set', path: 'resourceAccess/org1/permissions/alice', data: { permission: 'owner' } },
      { type: 'set', path: 'resourceAccess/ev2/permissions/bob', data: { permission: 'viewer' } },
      { type: 'set', path: 'eventSites/ev2', data: { open: true } },
      { type: 'set', path: 'eventSites/ev3', data: { open: false } },
    ]);
  });
  afterAll(() => engine.close());

  it('lets a user read only their own profile and status', async () => {
    expect(await policy.canRead(alice, 'users/alice', aliceProfile)).toBe(true);
    expect(await policy.canRead(alice, 'users/alice', null)).toBe(true);
    expect(await policy.canRead(alice, 'users/bob', { uid: 'bob' })).toBe(false);
    expect(await policy.canRead(null, 'users/alice', aliceProfile)).toBe(false);
    expect(await policy.canRead(alice, 'status/alice', { state: 'online' })).toBe(true);
    expect(await policy.canRead(alice, 'status/bob', { state: 'online' })).toBe(false);
  });

  it('denies every path no rule names', async () => {
    expect(await policy.canRead(alice, 'secrets/x', {})).toBe(false);
    expect(await policy.canRead(alice, 'users/alice/private/x', {})).toBe(false);
    expect(policy.canWrite(alice, change('secrets/x', null, { a: 1 }))).toBe(false);
    expect(await policy.canQuery(alice, { path: 'secrets' })).toBe(false);
    // The server's keys and its limits' counts (server-secrets.ts, document-limits.ts).
    for (const path of ['serverSecrets/limitCounts', 'limitCounts/x']) {
      expect(await policy.canRead(alice, path, { value: 'x' })).toBe(false);
      expect(await policy.canRead(null, path, { value: 'x' })).toBe(false);
      expect(policy.canWrite(alice, change(path, null, { value: 'x' }))).toBe(false);
    }
    expect(await policy.canQuery(alice, { path: 'serverSecrets' })).toBe(false);
  });

  it('lets members read their resources and permission records, and everyone their own record', async () => {
    expect(await policy.canRead(alice, 'resourceAccess/org1', { users: ['alice'] })).toBe(true);
    expect(await policy.canRead(bob, 'resourceAccess/org1', { users: ['alice'] })).toBe(false);
    expect(await policy.canRead(alice, 'resourceAccess/org1/permissions/alice', { permission: 'owner' })).toBe(true);
    expect(await policy.canRead(alice, 'resourceAccess/org1/permissions/bob', { permission: 'viewer' })).toBe(true);
    expect(await policy.canRead(bob, 'resourceAccess/org1/permissions/alice', { permission: 'owner' })).toBe(false);
    expect(await policy.canRead(bob, 'resourceAccess/ev2/permissions/bob', { permission: 'viewer' })).toBe(true);
  });

  it('lets an owner write others’ roles, but nobody their own, an owner’s, or a value that is no role', async () => {
    const write = async (auth: AuthContext, c: ChangeEvent) => {
      const { known } = await policy.prepareWrite(auth, [c.after ? { type: 'set', path: c.path, data: c.after.data } : { type: 'delete', path: c.path }]);
      return policy.canWrite(auth, c, known);
    };
    const carol = 'resourceAccess/org1/permissions/carol';
    expect(await write(alice, change(carol, null, { permission: 'producer' }))).toBe(true);
    expect(await write(alice, change(carol, { permission: 'producer' }, { permission: 'viewer' }))).toBe(true);
    expect(await write(alice, change(carol, { permission: 'producer' }, null))).toBe(true);
    expect(await write(alice, change(carol, { permission: 'producer' }, { permission: 'admin' }))).toBe(false);
    expect(await write(alice, change(carol, { permission: 'owner' }, { permission: 'viewer' }))).toBe(false);
    expect(await write(alice, change(carol, { permission: 'owner' }, null))).toBe(false);
    expect(await write(alice, change('resourceAccess/org1/permissions/alice', { permission: 'owner' }, { permission: 'producer' }))).toBe(false);
    expect(await write(bob, change('resourceAccess/ev2/permissions/bob', { permission: 'viewer' }, { permission: 'owner' }))).toBe(false);
    expect(await write(bob, change('resourceAccess/ev2/permissions/carol', null, { permission: 'viewer' }))).toBe(false);
    expect(policy.canWrite(alice, change(carol, null, { permission: 'producer' }))).toBe(false);
  });

  it('leaves creating and accepting invites to the server, and lets the invitee read their own', async () => {
    const { known } = await policy.prepareWrite(alice, [{ type: 'create', path: 'invites/i1', data: { resource: 'org1', email: 'x@example.com', permission: 'producer' } }]);
    expect(policy.canWrite(alice, change('invites/i1', null, { resource: 'org1', email: 'x@example.com', permission: 'producer' }), known)).toBe(false);
    const invite = { resource: 'org1', email: 'bob@example.com', permission: 'producer' };
    expect(await policy.canRead(bob, 'invites/i1', invite)).toBe(true);
    expect(await policy.canRead({ ...bob!, emailVerified: false }, 'invites/i1', invite)).toBe(false);
    expect(await policy.canRead(bob, 'invites/i2', { ...invite, email: 'carol@example.com' })).toBe(false);
    expect(await policy.canRead(alice, 'invites/i2', { ...invite, email: 'carol@example.com' })).toBe(true);
  });

  it('judges a document whose resource its data names by the resource it names', async () => {
    // No row lets a client create or move such a document any more (reminders, Zoom meetings and
    // presenter links are added through the server's calls); an owner deletes a scheduled reminder.
    const remove = async (auth: AuthContext, before: DocData) => {
      await engine.commit([{ type: 'set', path: 'scheduledReminders/r1', data: before }]);
      const { known } = await policy.prepareWrite(auth, [{ type: 'delete', path: 'scheduledReminders/r1' }]);
      return policy.canWrite(auth, change('scheduledReminders/r1', before, null), known);
    };
    expect(await remove(alice, { payload: { resource: 'org1' } })).toBe(true);
    expect(await remove(alice, { payload: { resource: 'org9' } })).toBe(false);
    expect(await remove(bob, { payload: { resource: 'org1' } })).toBe(false);
  });

  it('lets producers change only an event’s state and refresh token; everything else goes through the server’s calls', async () => {
    const stored = { title: 'Gala', slug: 'gala', organization: 'org1', state: 'prelive', refresh: 'r0' };
    const update = async (auth: AuthContext, after: DocData) => {
      const { known } = await policy.prepareWrite(auth, [{ type: 'set', path: 'events/ev1', data: after }]);
      return policy.canWrite(auth, change('events/ev1', stored, after), known);
    };
    expect(await update(alice, { ...stored, state: 'live' })).toBe(true);
    expect(await update(alice, { ...stored, refresh: crypto.randomUUID() })).toBe(true);
    expect(await update(alice, { ...stored, state: 'on-demand', refresh: 'r1' })).toBe(true);
    expect(await update(bob, { ...stored, state: 'live' })).toBe(false);
    expect(await update(alice, { ...stored, state: 'finished' })).toBe(false);
    expect(await update(alice, { ...stored, refresh: 7 })).toBe(false);
    const { state: _state, ...withoutState } = stored;
    expect(await update(alice, withoutState)).toBe(false);
    const settings: DocData[] = [{ title: 'Renamed' }, { slug: 'taken-elsewhere' }, { organization: 'org9' }, { styleSheet: { css: '}}}' } }, { status: 'created' }];
    for (const changed of settings) {
      expect(await update(alice, { ...stored, ...changed, state: 'live' }), JSON.stringify(changed)).toBe(false);
    }
  });

  it('pins the role documents a write was decided on, so a commit aborts if they change first', async () => {
    const { reads } = await policy.prepareWrite(alice, [{ type: 'update', path: 'events/ev1/decks/p1', data: { title: 'x' } }]);
    expect(reads).toEqual(
      expect.arrayContaining([
        { path: 'resourceAccess/ev1/permissions/alice', version: 0 },
        { path: 'events/ev1', version: 0 },
      ]),
    );
    expect(reads).toHaveLength(2);
    expect(await policy.prepareWrite(null, [{ type: 'update', path: 'events/ev1', data: { title: 'x' } }])).toEqual({ known: new Map(), reads: [] });
  });

  it('aborts a write whose role was revoked after it was decided, and writes nothing', async () => {
    await engine.commit([{ type: 'set', path: 'resourceAccess/org1/permissions/dana', data: { permission: 'producer' } }]);
    const dana: AuthContext = { uid: 'dana', email: 'dana@example.com', emailVerified: true, sessionId: 's4' };
    const ops = [{ type: 'set' as const, path: 'invites/i9', data: { resource: 'org1', permission: 'producer' } }];
    const { known, reads } = await policy.prepareWrite(dana, ops);
    await engine.commit([{ type: 'delete', path: 'resourceAccess/org1/permissions/dana' }]);
    const authorize = (changes: ChangeEvent[]) => {
      if (!changes.every((c) => policy.canWrite(dana, c, known))) throw new Error('denied');
    };
    await expect(engine.commit(ops, reads, authorize)).rejects.toMatchObject({ code: 'aborted' });
    expect(await engine.get('invites/i9')).toBeNull();
  });

  it('refuses, without an engine error, writes naming a resource that cannot be a document id', async () => {
    const ops = [{ type: 'create' as const, path: 'invites/i8', data: { resource: '__bad__', permission: 'producer' } }];
    const { known, reads } = await policy.prepareWrite(alice, ops);
    expect(policy.canWrite(alice, change('invites/i8', null, ops[0].data), known)).toBe(false);
    await expect(engine.commit([], reads)).resolves.toEqual([]);
  });

  it('lets a user read an event through an event or organisation permission record', async () => {
    expect(await policy.canRead(alice, 'events/ev1', { organization: 'org1' })).toBe(true);
    expect(await policy.canRead(alice, 'events/ev1', { permission: { organization: 'org1' } })).toBe(true);
    expect(await policy.canRead(alice, 'events/ev1', { organization: 'org9' })).toBe(false);
    expect(await policy.canRead(alice, 'events/ev1', { organization: 'org1/permissions/alice/x' })).toBe(false);
    expect(await policy.canRead(bob, 'events/ev2', {})).toBe(true);
    expect(await policy.canRead(bob, 'events/ev1', { organization: 'org1' })).toBe(false);
  });

  it('lets a user edit the editable fields of their own profile within the profile rules', () => {
    const edit = (after: DocData, auth: AuthContext = alice) => policy.canWrite(auth, change('users/alice', aliceProfile, after));
    expect(edit({ ...aliceProfile, username: 'a'.repeat(12), firstName: 'f'.repeat(40), lastName: 'Li', thumbnail: 'https://x/y.jpg' })).toBe(true);
    expect(edit({ ...aliceProfile, username: 'a'.repeat(13) })).toBe(false);
    expect(edit({ ...aliceProfile, firstName: 'f'.repeat(41) })).toBe(false);
    expect(edit({ ...aliceProfile, lastName: 'l'.repeat(41) })).toBe(false);
    expect(edit({ ...aliceProfile, username: 12 })).toBe(false);
    expect(edit({ ...aliceProfile, thumbnail: 'x'.repeat(2049) })).toBe(false);
    expect(edit({ ...aliceProfile, email: 'other@example.com' })).toBe(false);
    expect(edit({ ...aliceProfile, state: 'online' })).toBe(false);
    expect(edit({ ...aliceProfile, events: ['ev1'] })).toBe(false);
    expect(edit({ ...aliceProfile, type: 'admin' })).toBe(false);
    expect(edit({ ...aliceProfile, username: 'b' }, bob)).toBe(false);
    expect(policy.canWrite(alice, change('users/alice', aliceProfile, null))).toBe(false);
  });

  it('keeps the presence fields a profile already has out of the client’s reach but lets other edits through', () => {
    const withPresence = { ...aliceProfile, state: 'online', last_changed: created };
    expect(policy.canWrite(alice, change('users/alice', withPresence, { ...withPresence, username: 'new' }))).toBe(true);
    expect(policy.canWrite(alice, change('users/alice', withPresence, { ...withPresence, state: 'offline' }))).toBe(false);
  });

  it('lets a user create their own profile with the sign-up fields only', () => {
    const create = (after: DocData, path = 'users/alice') => policy.canWrite(alice, change(path, null, after));
    expect(create(aliceProfile)).toBe(true);
    expect(create({ uid: 'alice', email: 'alice@example.com' })).toBe(true);
    expect(create({ ...aliceProfile, events: ['ev1'] })).toBe(false);
    expect(create({ ...aliceProfile, status: 'online' })).toBe(false);
    expect(create({ ...aliceProfile, uid: 'bob' })).toBe(false);
    expect(create({ ...aliceProfile, uid: 'bob' }, 'users/bob')).toBe(false);
    expect(create({ ...aliceProfile, email: 'x@example.com' })).toBe(false);
  });

  it('never lets a client write presence status', () => {
    expect(policy.canWrite(alice, change('status/alice', null, { state: 'online' }))).toBe(false);
  });

  it('judges a query by what it asks: allowed only when every document it could return is readable', async () => {
    const q = (auth: AuthContext, query: QuerySpec) => policy.canQuery(auth, query);
    const where = (field: string, op: WhereOp, value: DocValue) => [{ field, op, value }];
    expect(await q(alice, { path: 'users', where: where('uid', '==', 'alice') })).toBe(true);
    expect(await q(alice, { path: 'users', where: where('email', '==', 'bob@example.com') })).toBe(false);
    expect(await q(alice, { path: 'users', group: true })).toBe(false);
    expect(await q(alice, { path: 'resourceAccess', where: where('users', 'array-contains', 'alice') })).toBe(true);
    expect(await q(alice, { path: 'resourceAccess', where: where('users', 'array-contains', 'bob') })).toBe(false);
    expect(await q(alice, { path: 'resourceAccess' })).toBe(false);
    // Keyed by event id: never listed, though alice may read every event of her organisation.
    expect(await q(alice, { path: 'events' })).toBe(false);
    expect(await q(alice, { path: 'resourceAccess/org1/permissions' })).toBe(true);
    expect(await q(bob, { path: 'resourceAccess/org1/permissions' })).toBe(false);
    expect(await q(null, { path: 'events' })).toBe(false);
    // Documents naming their resource in a field: the query must hold the field to resources the caller may read.
    expect(await q(alice, { path: 'invites', where: where('resource', '==', 'org1') })).toBe(true);
    expect(await q(alice, { path: 'invites', where: where('resource', 'in', ['org1', 'ev2']) })).toBe(false);
    expect(await q(alice, { path: 'invites' })).toBe(false);
    expect(await q(bob, { path: 'invites', where: where('email', '==', 'bob@example.com') })).toBe(true);
    expect(await q({ ...bob!, emailVerified: false }, { path: 'invites', where: where('email', '==', 'bob@example.com') })).toBe(false);
    expect(await q(bob, { path: 'invites', where: where('email', '==', 'alice@example.com') })).toBe(false);
    // Public documents: anyone, when the filters keep the query to them.
    const messages = 'events/ev2/chats/c1/messages';
    expect(await q(null, { path: messages, where: where('type', 'in', ['accepted', 'presenter']) })).toBe(true);
    expect(await q(null, { path: messages, where: where('type', 'in', ['accepted', 'inbox']) })).toBe(false);
    expect(await q(null, { path: messages })).toBe(false);
    expect(await q(bob, { path: messages })).toBe(true);
    expect(await q(null, { path: 'messages', group: true, where: where('type', '==', 'accepted') })).toBe(false);
    expect(await q(null, { path: 'events/ev2/chats' })).toBe(true);
    expect(await q(null, { path: 'chats', group: true })).toBe(false);
    // A site that is not open shares its audience data with nobody but its members, and is not listed.
    expect(await q(null, { path: 'events/ev3/chats/c1/messages', where: where('type', 'in', ['accepted', 'presenter']) })).toBe(false);
    expect(await q(null, { path: 'events/ev3/chats' })).toBe(false);
    expect(await q(null, { path: 'events/ev4/chats' })).toBe(false);
    expect(await q(null, { path: 'eventSites', where: where('open', '==', false) })).toBe(false);
    expect(await q(null, { path: 'eventSites', where: where('slug', '==', 'launch') })).toBe(false);
    expect(await q(null, { path: 'eventSites', where: [...where('slug', '==', 'launch'), ...where('open', '==', true)] })).toBe(true);
  });

  it('names the users whose access a permission change affects', () => {
    const uids = policy.accessChangedFor([change('resourceAccess/org1/permissions/bob', null, { permission: 'viewer' }), change('users/alice', null, {})]);
    expect([...uids]).toEqual(['bob']);
  });
});
