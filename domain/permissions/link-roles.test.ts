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
