import { describe, expect, it } from 'vitest';
import { LINK_ROLES } from './link-roles';
import { EVENT_STATES } from '../events/event-rules';
import { fieldCheckPasses } from './field-checks';
import { ADMIN_MESSAGE_FIELDS, MATRIX, OPERATIONS, REFRESH_TOKEN_MAX_LENGTH, allowed, clientMayChange, clientMayCreate, fieldValue, resolveCollection, resourceFromData, sitePageReadable } from './matrix';
import { ROLES, higherRole, isRole, roleAtLeast } from './roles';

const row = (path: string) => MATRIX.find((r) => r.path === path)!;

describe('roles', () => {
  it('orders viewer < moderator < producer < owner, and no role is below all of them', () => {
    expect(ROLES).toEqual(['viewer', 'moderator', 'producer', 'owner']);
    expect(roleAtLeast('owner', 'producer')).toBe(true);
    expect(roleAtLeast('producer', 'producer')).toBe(true);
    expect(roleAtLeast('moderator', 'producer')).toBe(false);
    expect(roleAtLeast(null, 'viewer')).toBe(false);
    expect(higherRole('viewer', 'producer')).toBe('producer');
    expect(higherRole(null, 'moderator')).toBe('moderator');
    expect(higherRole(null, null)).toBeNull();
    expect([isRole('owner'), isRole('admin'), isRole(undefined)]).toEqual([true, false, false]);
  });
});

describe('the permission matrix', () => {
  it('gives a viewer view, a producer view and edit, an owner everything (spec 000 section 6)', () => {
    const decks = row('events/{eventId}/decks/{deckId}');
    expect(OPERATIONS.filter((op) => allowed('viewer', decks, op))).toEqual(['read']);
    expect(OPERATIONS.filter((op) => allowed('producer', decks, op))).toEqual(['read', 'update']);
    expect(OPERATIONS.filter((op) => allowed('owner', decks, op))).toEqual(['read', 'create', 'update', 'delete']);
    expect(OPERATIONS.filter((op) => allowed(null, decks, op))).toEqual([]);
  });

  it('leaves writing pages, versions and menus to the page calls, and shows the site’s published pages to anyone', () => {
    for (const path of ['events/{eventId}/pages/{pageId}', 'events/{eventId}/pages/{pageId}/versions/{versionId}', 'events/{eventId}/menus/{menuId}']) {
      expect(row(path).ops, path).toEqual({ read: 'viewer', create: 'server-only', update: 'server-only', delete: 'server-only' });
    }
    const pages = row('events/{eventId}/pages/{pageId}');
    const site = { open: true, state: 'live' };
    const page = { visibility: true, removed: false, published: true, states: ['live'] };
    expect(sitePageReadable(pages, page, site)).toBe(true);
    expect(sitePageReadable(pages, page, { ...site, open: false })).toBe(false);
    expect(sitePageReadable(pages, page, { ...site, state: 'prelive' })).toBe(false);
    expect(sitePageReadable(pages, page, null)).toBe(false);
    for (const change of [{ visibility: false }, { removed: true }, { published: false }, { states: [] }, { states: 'live' }]) {
      expect(sitePageReadable(pages, { ...page, ...change }, site), JSON.stringify(change)).toBe(false);
    }
    expect(sitePageReadable(row('events/{eventId}/pages/{pageId}/versions/{versionId}'), page, site)).toBe(false);
    expect(row('events/{eventId}/pages/{pageId}/drafts/{uid}').ops).toEqual({ read: 'producer', create: 'producer', update: 'producer', delete: 'producer' });
  });

  it('leaves creating and deleting events to the server, which keeps slugs unique and deletes what an event holds', () => {
    const event = row('events/{eventId}');
    expect(event.ops).toEqual({ read: 'viewer', create: 'server-only', update: 'producer', delete: 'server-only' });
  });

  it('lets clients change only an event’s state and refresh token; the settings go through the server', () => {
    const event = row('events/{eventId}');
    expect(event.clientWritableFields).toEqual({ state: { oneOf: EVENT_STATES }, refresh: { maxLength: REFRESH_TOKEN_MAX_LENGTH } });
    for (const state of EVENT_STATES) expect(clientMayChange(event, ['state'], { state }), state).toBe(true);
    expect(clientMayChange(event, ['refresh'], { refresh: crypto.randomUUID() })).toBe(true);
    expect(clientMayChange(event, ['state', 'refresh'], { state: 'live', refresh: 'r1' })).toBe(true);
    expect(clientMayChange(event, [], { title: 'unchanged' })).toBe(true);
    for (const field of ['title', 'slug', 'organization', 'permission', 'styleSheet', 'status', 'date']) {
      expect(clientMayChange(event, [field, 'state'], { [field]: 'x', state: 'live' }), field).toBe(false);
    }
    expect(clientMayChange(event, ['state'], { state: 'archived' })).toBe(false);
    expect(clientMayChange(event, ['state'], {})).toBe(false);
    expect(clientMayChange(event, ['refresh'], { refresh: 'x'.repeat(REFRESH_TOKEN_MAX_LENGTH + 1) })).toBe(false);
    expect(clientMayChange(event, ['refresh'], { refresh: 42 })).toBe(false);
    expect(fieldCheckPasses({ maxLength: 3 }, 'abc')).toBe(true);
    expect(fieldCheckPasses({ oneOf: ['a'] }, null)).toBe(false);
  });

  it('lets moderating change a message’s type and presenter date only, the date to the time of the write', () => {
    const messages = row('events/{eventId}/chats/{chatId}/messages/{messageId}');
    const now = new Date('2026-01-01T10:00:00Z');
    for (const type of ['accepted', 'presenter', 'presenter-only', 'rejected', null]) expect(clientMayChange(messages, ['type'], { type }, now), String(type)).toBe(true);
    expect(clientMayChange(messages, ['type', 'presenterDate'], { type: 'presenter', presenterDate: now }, now)).toBe(true);
    expect(clientMayChange(messages, ['presenterDate'], { presenterDate: new Date(0) }, now)).toBe(false);
    expect(clientMayChange(messages, ['type'], { type: 'muted' }, now)).toBe(false);
    expect(clientMayChange(messages, ['type'], {}, now)).toBe(false);
    for (const field of ['text', 'username', 'user', 'uid', 'isOwner', 'senderKey', 'createdAt']) {
      expect(clientMayChange(messages, [field], { [field]: 'x' }, now), field).toBe(false);
    }
  });

  it('lets a message be created only as Admin’s accepted message, dated by the server', () => {
    const messages = row('events/{eventId}/chats/{chatId}/messages/{messageId}');
    expect(messages.clientCreateFields).toBe(ADMIN_MESSAGE_FIELDS);
    const now = new Date('2026-01-01T10:00:00Z');
    const admin = { text: 'Welcome', username: 'Admin', user: 'Admin', isOwner: true, type: 'accepted', createdAt: now };
    expect(clientMayCreate(messages, admin, now)).toBe(true);
    expect(clientMayCreate(messages, { ...admin, replyingTo: 'm1', replyMessage: { username: 'Ann', text: 'Hi' } }, now)).toBe(true);
    expect(clientMayCreate(messages, { ...admin, username: 'Ann', user: 'Ann', isOwner: false }, now)).toBe(false);
    expect(clientMayCreate(messages, { ...admin, uid: 'someone-else' }, now)).toBe(false);
    expect(clientMayCreate(messages, { ...admin, type: 'presenter' }, now)).toBe(false);
    expect(clientMayCreate(messages, { ...admin, createdAt: new Date(0) }, now)).toBe(false);
    expect(clientMayCreate(messages, { ...admin, replyMessage: { username: 'Ann', text: 'Hi', extra: 1 } }, now)).toBe(false);
    const { text: _text, ...withoutText } = admin;
    expect(clientMayCreate(messages, withoutText, now)).toBe(false);
  });

  it('holds every write a client may make to field checks: a created shape, the fields an update may change', () => {
    const unchecked = MATRIX.flatMap((r) => [
      ...(isRole(r.ops.create) && !r.clientCreateFields ? [`${r.path} create`] : []),
      ...(isRole(r.ops.update) && !r.clientWritableFields ? [`${r.path} update`] : []),
    ]);
    expect(unchecked).toEqual([]);
    // And no check where no client writes: it would say a client may.
    const idle = MATRIX.filter((r) => (r.clientCreateFields && !isRole(r.ops.create)) || (r.clientWritableFields && !isRole(r.ops.update)));
    expect(idle.map((r) => r.path)).toEqual([]);
  });

  it('lets a moderator do what a viewer does, plus moderate chats: messages and muted senders', () => {
    const extras = MATRIX.flatMap((r) => OPERATIONS.filter((op) => allowed('moderator', r, op) && !allowed('viewer', r, op)).map((op) => `${r.path} ${op}`));
    expect(extras).toEqual([
      'events/{eventId}/chats/{chatId}/messages/{messageId} create',
      'events/{eventId}/chats/{chatId}/messages/{messageId} update',
      'events/{eventId}/chats/{chatId}/mutes/{senderKey} read',
      'events/{eventId}/chats/{chatId}/mutes/{senderKey} create',
      'events/{eventId}/chats/{chatId}/mutes/{senderKey} delete',
    ]);
  });

  it('keeps permission records for owners and invite acceptance for the server', () => {
    const permissions = row('resourceAccess/{resourceId}/permissions/{uid}');
    expect(['create', 'update', 'delete'].map((op) => permissions.ops[op as 'create'])).toEqual(['owner', 'owner', 'owner']);
    expect(permissions.notOwnRecord).toBe('uid');
    const invites = row('invites/{inviteId}');
    expect(invites.ops).toMatchObject({ create: 'server-only', update: 'server-only' });
    expect(invites.readableByEmail).toBe('email');
    expect(allowed('owner', invites, 'create')).toBe(false);
    expect(allowed('owner', invites, 'update')).toBe(false);
  });

  it('names each collection path once', () => {
    expect(new Set(MATRIX.map((r) => r.path)).size).toBe(MATRIX.length);
  });
});

describe('resolveCollection', () => {
  it('maps a document path to its row and the resource its path names', () => {
    expect(resolveCollection('events/ev1/chats/c1/messages/m1')).toMatchObject({
      row: { path: 'events/{eventId}/chats/{chatId}/messages/{messageId}' },
      vars: { eventId: 'ev1', chatId: 'c1', messageId: 'm1' },
      resourceId: 'ev1',
    });
    expect(resolveCollection('resourceAccess/org1/permissions/u1')).toMatchObject({ resourceId: 'org1', vars: { uid: 'u1' } });
    expect(resolveCollection('invites/i1')).toMatchObject({ row: { path: 'invites/{inviteId}' }, resourceId: null });
  });

  it('maps nothing for paths outside the matrix', () => {
    expect(resolveCollection('users/u1')).toBeNull();
    expect(resolveCollection('events/ev1/unknown/x')).toBeNull();
    expect(resolveCollection('events')).toBeNull();
    expect(resolveCollection('events/ev1/pages')).toBeNull();
  });

  it('takes a resource from the data, nested or dotted, only as one path segment', () => {
    expect(resourceFromData(row('invites/{inviteId}'), { resource: 'org1' })).toBe('org1');
    expect(resourceFromData(row('invites/{inviteId}'), { resource: 'org1/permissions/x' })).toBeNull();
    expect(resourceFromData(row('invites/{inviteId}'), { resource: 7 })).toBeNull();
    expect(resourceFromData(row('invites/{inviteId}'), { resource: '__name__' })).toBeNull();
    expect(resourceFromData(row('invites/{inviteId}'), null)).toBeNull();
    expect(resourceFromData(row('scheduledReminders/{reminderId}'), { payload: { resource: 'ev1' } })).toBe('ev1');
    expect(resourceFromData(row('events/{eventId}'), { resource: 'ev1' })).toBeNull();
    expect(fieldValue({ 'payload.resource': 'ev2' }, 'payload.resource')).toBe('ev2');
    expect(fieldValue({ payload: ['ev1'] }, 'payload.0')).toBeUndefined();
  });
});

describe('link roles', () => {
  it('list the presenter, moderation, encoder and invite links, each token-checked', () => {
    expect(Object.keys(LINK_ROLES)).toEqual(['presenter', 'moderation', 'encoder', 'invite']);
    for (const link of Object.values(LINK_ROLES)) {
      expect(link.grants.length).toBeGreaterThan(0);
      for (const grant of link.grants) expect(resolveCollection(grant.path.replace(/\{(\w+)\}/g, 'x')), grant.path).not.toBeNull();
    }
    expect(LINK_ROLES.invite).toMatchObject({ signedInEmailMatch: true, singleUse: true });
  });
});
