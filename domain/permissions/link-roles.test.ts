import { describe, expect, it } from 'vitest';
import { linkCoversPath } from './link-roles';

const covers = (path: string) => linkCoversPath('moderation', 'ev1', path);

describe('linkCoversPath (moderation)', () => {
  it("covers the event's chats, messages, mutes, streams and logs, as documents and as collections", () => {
    for (const path of [
      'events/ev1/chats/c1',
      'events/ev1/chats',
      'events/ev1/chats/c1/messages/m1',
      'events/ev1/chats/c1/messages',
      'events/ev1/chats/c1/mutes/uid:u1',
      'events/ev1/chats/c1/mutes',
      'events/ev1/streams/s1',
      'events/ev1/streams',
      'events/ev1/streams/s1/logs/l1',
      'events/ev1/streams/s1/logs',
    ]) {
      expect(covers(path), path).toBe(true);
    }
  });

  it('covers nothing of another event', () => {
    expect(covers('events/ev2/chats/c1')).toBe(false);
    expect(covers('events/ev2/chats/c1/messages')).toBe(false);
    expect(covers('events/ev10/streams/s1')).toBe(false);
  });

  it('covers nothing the grants do not name', () => {
    for (const path of [
      'events/ev1',
      'events',
      'moderationLinks/ev1',
      'events/ev1/polls/p1',
      'events/ev1/decks',
      'events/ev1/chats/c1/other/x',
      'events/ev1/chats/c1/messages/m1/replies/r1',
      'users/ev1',
      'events//chats/c1',
      'events/ev1/chats/',
    ]) {
      expect(covers(path), path).toBe(false);
    }
  });
});

describe('linkCoversPath (presenter)', () => {
  const scope = { eventId: 'ev1', streamId: 's1' };
  const presenter = (path: string, withScope = true) => linkCoversPath('presenter', 'l1', path, withScope ? scope : null);

  it('covers its own link, its stream, the stream’s presenter presence and the event’s chat messages', () => {
    for (const path of ['presenterLinks/l1', 'events/ev1/streams/s1', 'events/ev1/streams/s1/presenterUsers/l1', 'events/ev1/streams/s1/presenterUsers', 'events/ev1/chats/c1/messages/m1', 'events/ev1/chats/c1/messages']) {
      expect(presenter(path), path).toBe(true);
    }
  });

  it('covers no other link, stream or event, and without its scope only its own link', () => {
    for (const path of ['presenterLinks/l2', 'events/ev1/streams/s2', 'events/ev2/streams/s1', 'events/ev1/decks/d1', 'events/ev1', 'events/ev2/chats/c1/messages']) {
      expect(presenter(path), path).toBe(false);
    }
    expect(presenter('presenterLinks/l1', false)).toBe(true);
    expect(presenter('events/ev1/streams/s1', false)).toBe(false);
  });
});
