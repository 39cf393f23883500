/**
 * Mutes and the audience rate limit through a real server: both follow the person (the sender key
 * their browser holds, their account, their address), so a new account neither lifts a mute nor
 * gives a fresh rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHATS, chatMessages, MESSAGES, MUTES, SENDER_RATE_LIMIT } from '@domain/chats/chat';
import type { HttpSession } from '../testing/http-session';
import { TempServer } from '../testing/temp-server';
import type { TestClient } from '../realtime/test-harness';

const EVENT = 'ev1';
const server = new TempServer();
let moderator: TestClient;
let chatCount = 0;

async function newChat(): Promise<string> {
  const chatId = `chat${++chatCount}`;
  await server.running.engine.commit([
    { type: 'set', path: `${CHATS(EVENT)}/${chatId}`, data: { title: 'Questions', autoApprove: false, presenterChat: false, signIn: false, emoji: true, online: true } },
  ]);
  return chatId;
}

async function post(browser: HttpSession, chatId: string, text: string, senderToken?: string) {
  return browser.post('/api/call/postChatMessage', { eventId: EVENT, chatId, text, ...(senderToken ? { senderToken } : {}) });
}

const stored = async (chatId: string, messageId: string) => (await server.running.engine.get(`${MESSAGES(EVENT, chatId)}/${messageId}`))?.data;

beforeAll(async () => {
  await server.start();
  const owner = await server.signedUp('owner@example.com', 'correct horse battery');
  await server.running.engine.commit([
    { type: 'set', path: `events/${EVENT}`, data: { title: 'Launch' } },
    { type: 'set', path: `resourceAccess/${EVENT}`, data: { type: 'event', users: [owner.uid] } },
    { type: 'set', path: `resourceAccess/${EVENT}/permissions/${owner.uid}`, data: { permission: 'owner' } },
  ]);
  moderator = await owner.browser.socket();
});
afterAll(async () => {
  moderator.close();
  await server.dispose();
});

describe('a muted sender', () => {
  it('who signs up with a new account and posts again stays out of the inbox', async () => {
    const chatId = await newChat();
    const browser = server.session();
    const first = await post(browser, chatId, 'Buy cheap watches');
    expect(first.status).toBe(200);
    const { senderToken, messageId } = first.json.result;
    const message = await stored(chatId, messageId);

    // The moderator's screen mutes the message's sender with the keys it carried.
    const mute = await moderator.request({
      op: 'write',
      ops: [{ type: 'create', path: `${MUTES(EVENT, chatId)}/${message?.senderKey}`, data: { createdBy: 'moderator', keys: message?.senderKeys } }],
    });
    expect(mute.ok).toBe(true);

    const { browser: newAccount } = await server.signedUp('spammer-again@example.com', 'correct horse battery');
    const again = await post(newAccount, chatId, 'Buy more cheap watches', senderToken);
    expect(again.status).toBe(200);
    expect(again.json.result.status).toBe('pending');
    expect((await stored(chatId, again.json.result.messageId))?.type).toBe('muted');

    // The new account is now muted as well, even from a browser that no longer holds the token.
    const withoutToken = await post(newAccount, chatId, 'And again');
    expect((await stored(chatId, withoutToken.json.result.messageId))?.type).toBe('muted');
    const inbox = await moderator.request({ op: 'list', query: { path: MESSAGES(EVENT, chatId), where: [{ field: 'type', op: '==', value: null }] } });
    // Only the message from before the mute is still pending (the screen hides a muted sender's).
    expect(inbox.result.map((doc: { id: string }) => doc.id)).toEqual([messageId]);
  });
});

describe('the audience rate limit', () => {
  it('is not evaded by signing up with a new account', async () => {
    const chatId = await newChat();
    const { browser } = await server.signedUp('flooder@example.com', 'correct horse battery');
    let token: string | undefined;
    for (let i = 0; i < SENDER_RATE_LIMIT; i++) {
      const res = await post(browser, chatId, `message ${i}`, token);
      expect(res.status).toBe(200);
      token = res.json.result.senderToken;
    }
    const { browser: newAccount } = await server.signedUp('flooder-again@example.com', 'correct horse battery');
    const refused = await post(newAccount, chatId, 'one more', token);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: 'resource-exhausted', retryAfterSeconds: expect.any(Number) });
    expect(refused.json.error.message).toMatch(new RegExp(`^${chatMessages.tooFast} Please try again in \\d+ seconds?\\.$`));

    // Signed out, the same browser is still the same sender.
    const anonymous = await post(server.session(), chatId, 'anonymous now', token);
    expect(anonymous.status).toBe(429);
  });
});
