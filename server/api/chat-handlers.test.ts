/**
 * The audience endpoint's rules, run on the handler over an in-memory engine: what is stored and
 * answered, and every refusal (closed chat, sign-in, empty, oversized, flooding, unknown chats).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { CHATS, chatMessages, EVENT_RATE_WINDOW_MS, MESSAGES, MUTES, SENDER_RATE_LIMIT, SENDER_RATE_WINDOW_MS, type Chat } from '@domain/chats/chat';
import type { AuthContext } from '../auth/context';
import { createEngine } from '../db/create-engine';
import type { DocumentEngine } from '../db/engine';
import { HttpError } from '../http/errors';
import type { ApiContext } from './handler-types';
import { createPostChatMessage, type PostChatMessageHandler } from './chat-handlers';
import { SENDER_SECRET_PATH } from './chat-sender';
import { newPassToken, passPath } from './site-passes';
import { engineDocs, hostedSignUpOnly } from './engine-services';
import { createDocumentLimits } from './document-limits';
import { createMemoryLimits, type LimitCounter } from '../limits/limit-counter';

const EVENT = 'ev1';
let engine: DocumentEngine;
let chatCount = 0;

const signedIn = (uid: string): AuthContext => ({ uid, email: `${uid}@example.com`, emailVerified: true, sessionId: `s-${uid}` });

/** Where the handler counts: one server's memory, made afresh with each handler below. */
let limits: LimitCounter = createMemoryLimits();

function context(auth: AuthContext = null, clientAddress = '203.0.113.7'): ApiContext {
  return {
    auth,
    provider: 'local',
    clientAddress,
    services: { docs: engineDocs(engine), limits, sendMail: async () => {}, publicUrl: () => 'http://eventdesk.test', linkCredential: async () => 'unused', deleteFiles: async () => 0, revokeSessions: async () => undefined, accounts: hostedSignUpOnly },
  };
}

/** A new chat of the event (each test its own, so their messages never mix). */
async function chat(settings: Partial<Omit<Chat, 'id'>> = {}): Promise<string> {
  const chatId = `chat${++chatCount}`;
  const data = { title: 'Questions', autoApprove: false, presenterChat: false, signIn: false, emoji: true, online: true, ...settings };
  await engine.commit([{ type: 'set', path: `${CHATS(EVENT)}/${chatId}`, data }]);
  return chatId;
}

const stored = async (chatId: string, messageId: string) => (await engine.get(`${MESSAGES(EVENT, chatId)}/${messageId}`))?.data ?? null;
const messagesOf = async (chatId: string) => engine.list({ path: MESSAGES(EVENT, chatId) });

/** The refusal `run` ends with, as code, status and message. */
async function refusal(answer: unknown) {
  const promise = Promise.resolve(answer);
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { code, status, message } = error as HttpError;
  return { code, status, message };
}

let handler: PostChatMessageHandler;
const post = (chatId: string, text: string, name?: string, ctx = context(), senderToken?: string) =>
  handler.run({ eventId: EVENT, chatId, text, name, senderToken }, ctx);

beforeAll(async () => {
  engine = await createEngine({});
  // An event whose site is open: anyone may post (a protected one's posts: server/api/protected-site.test.ts).
  await engine.commit([{ type: 'set', path: `events/${EVENT}`, data: { title: 'Launch' } }]);
});
afterAll(() => engine.close());

describe('postChatMessage', () => {
  // A new handler per test: a fresh rate limit for the one address most tests post from.
  beforeEach(() => {
    handler = createPostChatMessage();
    limits = createMemoryLimits();
  });

  it('stores a pending message with the sender\'s name, text and key, and says it waits', async () => {
    const chatId = await chat();
    const answer = await post(chatId, '  When does the keynote start?  ', '  Ada ');
    expect(answer.status).toBe('pending');
    const message = await stored(chatId, answer.messageId);
    expect(message).toMatchObject({ uid: '', user: 'Ada', username: 'Ada', text: 'When does the keynote start?', type: null, thumbnail: '' });
    expect(message?.createdAt).toBeInstanceOf(Date);
    expect(message?.senderKey).toMatch(/^key:[A-Za-z0-9_-]{22}$/);
    expect(message?.senderKeys).toEqual([message?.senderKey, expect.stringMatching(/^anon:[0-9a-f]{16}$/)]);
    expect(answer.senderToken).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  });

  it('accepts at once in a chat that auto-approves', async () => {
    const chatId = await chat({ autoApprove: true });
    const answer = await post(chatId, 'Hello');
    expect(answer.status).toBe('accepted');
    expect((await stored(chatId, answer.messageId))?.type).toBe('accepted');
  });

  it('gives a sender without a name as Anonymous (empty user and username)', async () => {
    const chatId = await chat();
    const answer = await post(chatId, 'Hi', '   ');
    expect(await stored(chatId, answer.messageId)).toMatchObject({ user: '', username: '' });
  });

  it('keys a sender by the token it holds, plus the account when signed in, and a hash that hides the address', async () => {
    const chatId = await chat();
    const mine = await post(chatId, 'Hi', 'Grace', context(signedIn('grace')));
    const again = await post(chatId, 'Hi again', 'Grace', context(signedIn('grace'), '198.51.100.9'), mine.senderToken);
    expect(again.senderToken).toBe(mine.senderToken);
    const [first, second] = [await stored(chatId, mine.messageId), await stored(chatId, again.messageId)];
    expect(first).toMatchObject({ uid: 'grace', senderKeys: [first?.senderKey, 'uid:grace', expect.stringMatching(/^anon:[0-9a-f]{16}$/)] });
    expect(second?.senderKey).toBe(first?.senderKey);

    const one = await stored(chatId, (await post(chatId, 'One', undefined, context(null, '198.51.100.1'))).messageId);
    const two = await stored(chatId, (await post(chatId, 'Two', undefined, context(null, '198.51.100.1'))).messageId);
    const other = await stored(chatId, (await post(chatId, 'Three', undefined, context(null, '198.51.100.2'))).messageId);
    const addressOf = (message: typeof one) => (message?.senderKeys as string[])[1];
    expect(addressOf(one)).toBe(addressOf(two));
    expect(addressOf(one)).not.toBe(addressOf(other));
    expect(JSON.stringify(one)).not.toContain('198.51.100.1');
  });

  it('issues a new sender key for a token it did not sign', async () => {
    const chatId = await chat();
    const real = await post(chatId, 'Hi', undefined, context(null, '198.51.100.3'));
    const [id] = real.senderToken.split('.');
    for (const forged of [`${id}.${'A'.repeat(22)}`, 'not a token', `${id}.`]) {
      const answer = await post(chatId, 'Hello', undefined, context(null, '198.51.100.3'), forged);
      expect(answer.senderToken).not.toBe(forged);
      expect((await stored(chatId, answer.messageId))?.senderKey).not.toBe(`key:${id}`);
    }
  });

  it('keeps the signing secret where no client rule reaches, and the same for every handler', async () => {
    const chatId = await chat();
    const before = await post(chatId, 'Before', undefined, context(null, '192.0.2.9'));
    const restarted = createPostChatMessage();
    const after = await restarted.run({ eventId: EVENT, chatId, text: 'After', senderToken: before.senderToken }, context(null, '192.0.2.9'));
    expect((await stored(chatId, after.messageId))?.senderKeys).toEqual((await stored(chatId, before.messageId))?.senderKeys);
    expect((await engine.get(SENDER_SECRET_PATH))?.data.value).toEqual(expect.any(String));
  });

  it('refuses to guess when the transport gave no address for an anonymous sender', async () => {
    const chatId = await chat();
    expect((await refusal(post(chatId, 'Hello', undefined, context(null, '')))).code).toBe('internal');
    expect((await post(chatId, 'Hello', 'Grace', context(signedIn('grace4'), ''))).status).toBe('pending');
  });

  it('refuses a closed chat', async () => {
    const chatId = await chat({ online: false });
    expect(await refusal(post(chatId, 'Hello'))).toEqual({ code: 'failed-precondition', status: 400, message: chatMessages.chatClosed });
    expect(await messagesOf(chatId)).toHaveLength(0);
  });

  it('asks for sign-in when the chat requires it, and takes the message of a signed-in sender', async () => {
    const chatId = await chat({ signIn: true });
    expect(await refusal(post(chatId, 'Hello'))).toEqual({ code: 'unauthenticated', status: 401, message: chatMessages.signInRequired });
    expect((await post(chatId, 'Hello', 'Grace', context(signedIn('grace2')))).status).toBe('pending');
    expect(await messagesOf(chatId)).toHaveLength(1);
  });

  it.each([
    ['an empty text', '', undefined, chatMessages.emptyMessage],
    ['whitespace only', ' \n\t  ', undefined, chatMessages.emptyMessage],
    ['control characters only', '\u0000\u0007\u001b', undefined, chatMessages.emptyMessage],
    ['1,001 characters', 'a'.repeat(1001), undefined, chatMessages.tooLong],
    ['1,001 emoji', '😀'.repeat(1001), undefined, chatMessages.tooLong],
    ['a 41-character name', 'Hello', 'n'.repeat(41), chatMessages.nameTooLong],
  ])('refuses %s with a clear message', async (_case, text, name, message) => {
    const chatId = await chat();
    expect(await refusal(post(chatId, text, name))).toEqual({ code: 'invalid-argument', status: 400, message });
    expect(await messagesOf(chatId)).toHaveLength(0);
  });

  it('takes 1,000 characters, counting an emoji as one', async () => {
    const chatId = await chat();
    const emoji = await post(chatId, '😀'.repeat(1000));
    expect((await stored(chatId, emoji.messageId))?.text).toBe('😀'.repeat(1000));
    const family = '👩‍👩‍👧';
    const joined = await post(chatId, `Hi ${family}`, '🙂'.repeat(40));
    expect(await stored(chatId, joined.messageId)).toMatchObject({ text: `Hi ${family}`, user: '🙂'.repeat(40) });
  });

  it('removes control characters but keeps line breaks and tabs', async () => {
    const chatId = await chat();
    const answer = await post(chatId, 'line one\u0000\u0007\nline\ttwo\u001b[31m\u007f\u0085', 'Ad\u0000a\n');
    expect(await stored(chatId, answer.messageId)).toMatchObject({ text: 'line one\nline\ttwo[31m', user: 'Ada' });
  });

  it('stores HTML and script as the text they are', async () => {
    const chatId = await chat();
    const payload = '<img src=x onerror="alert(1)"><script>alert("xss")</script> & &amp;';
    const answer = await post(chatId, payload, '<b>Mallory</b>');
    expect(await stored(chatId, answer.messageId)).toMatchObject({ text: payload, user: '<b>Mallory</b>' });
  });

  it('refuses unknown chats and ids that are not single path segments alike', async () => {
    const chatId = await chat();
    const unknown = { code: 'not-found', status: 404, message: 'There is no such chat.' };
    expect(await refusal(post('nochat', 'Hello'))).toEqual(unknown);
    for (const [eventId, id] of [
      ['nope', chatId],
      [EVENT, `${chatId}/messages/m1`],
      [`${EVENT}/chats/${chatId}`, chatId],
      [EVENT, '..'],
      ['..', chatId],
      [EVENT, '__x__'],
    ]) {
      expect(await refusal(handler.run({ eventId, chatId: id, text: 'Hello' }, context()))).toEqual(unknown);
    }
  });
});

describe('postChatMessage rate limit', () => {
  let clock = 1_000_000;
  beforeAll(() => {
    handler = createPostChatMessage();
    limits = createMemoryLimits(() => clock);
  });

  it(`refuses a sender's message ${SENDER_RATE_LIMIT + 1} within the window and leaves other senders alone`, async () => {
    const chatId = await chat();
    const flooder = context(null, '203.0.113.66');
    for (let i = 1; i <= SENDER_RATE_LIMIT; i++) {
      clock += 100;
      await post(chatId, `message ${i}`, 'Flood', flooder);
    }
    expect(await refusal(post(chatId, 'one more', 'Flood', flooder))).toEqual({
      code: 'resource-exhausted',
      status: 429,
      message: `${chatMessages.tooFast} Please try again in 10 seconds.`,
    });
    expect((await post(chatId, 'I am someone else', 'Ada', context(null, '203.0.113.67'))).status).toBe('pending');
    expect((await post(chatId, 'Me too', 'Grace', context(signedIn('grace3'), '203.0.113.66'))).status).toBe('pending');
    expect(await messagesOf(chatId)).toHaveLength(SENDER_RATE_LIMIT + 2);
  });

  it('lets the sender write again once the oldest message leaves the window', async () => {
    const chatId = await chat();
    const sender = context(null, '203.0.113.70');
    for (let i = 0; i < SENDER_RATE_LIMIT; i++) await post(chatId, `message ${i}`, undefined, sender);
    clock += SENDER_RATE_WINDOW_MS - 1;
    expect((await refusal(post(chatId, 'too soon', undefined, sender))).code).toBe('resource-exhausted');
    clock += 1;
    expect((await post(chatId, 'later', undefined, sender)).status).toBe('pending');
  });
});

describe('postChatMessage for a muted sender', () => {
  beforeAll(() => {
    handler = createPostChatMessage();
  });

  it('stores the message as muted and answers pending, as for anyone else', async () => {
    const chatId = await chat({ autoApprove: true });
    const sender = context(null, '203.0.113.99');
    const first = await post(chatId, 'Buy cheap watches', 'Spam', sender);
    expect(first.status).toBe('accepted');
    const { senderKey, senderKeys } = (await stored(chatId, first.messageId)) ?? {};
    // What the moderator's screen writes: the mute is named by the sender key and lists all its keys.
    await engine.commit([{ type: 'set', path: `${MUTES(EVENT, chatId)}/${senderKey}`, data: { createdAt: new Date(), createdBy: 'mod', keys: senderKeys } }]);

    // A new sender key from the same address is still the muted person.
    const muted = await post(chatId, 'Buy more cheap watches', 'Spam', sender);
    expect(muted.status).toBe('pending');
    expect((await stored(chatId, muted.messageId))?.type).toBe('muted');
    expect((await post(chatId, 'A real question', 'Ada', context(null, '203.0.113.100'))).status).toBe('accepted');
  });

  it('binds the mute to every key the muted sender comes back with', async () => {
    const chatId = await chat({ autoApprove: true });
    const first = await post(chatId, 'Spam', 'Spam', context(null, '203.0.113.101'));
    const { senderKey } = (await stored(chatId, first.messageId)) ?? {};
    // A mute made before mutes listed keys: named by the key only.
    await engine.commit([{ type: 'set', path: `${MUTES(EVENT, chatId)}/${senderKey}`, data: { createdAt: new Date(), createdBy: 'mod' } }]);
    // Signed up meanwhile, same browser: the token names the muted sender.
    const asAccount = await post(chatId, 'Spam again', 'Spam', context(signedIn('spammer'), '198.51.100.50'), first.senderToken);
    expect((await stored(chatId, asAccount.messageId))?.type).toBe('muted');
    expect((await engine.get(`${MUTES(EVENT, chatId)}/${senderKey}`))?.data.keys).toEqual([senderKey, 'uid:spammer', expect.stringMatching(/^anon:/)]);
    // The same account from a browser without the token: muted by the account.
    const freshBrowser = await post(chatId, 'Spam once more', 'Spam', context(signedIn('spammer'), '198.51.100.51'));
    expect((await stored(chatId, freshBrowser.messageId))?.type).toBe('muted');
  });

  /** A message of a new sender, muted by the moderator's screen as it does: named by its key, listing its keys. */
  async function mutedSender(chatId: string, ctx: ApiContext) {
    const first = await post(chatId, 'Buy cheap watches', 'Spam', ctx);
    const { senderKey, senderKeys } = (await stored(chatId, first.messageId)) ?? {};
    await engine.commit([{ type: 'set', path: `${MUTES(EVENT, chatId)}/${senderKey}`, data: { createdAt: new Date(), createdBy: 'mod', keys: senderKeys } }]);
    return senderKey as string;
  }
  const typeOf = async (chatId: string, ctx: ApiContext, token?: string) => (await stored(chatId, (await post(chatId, 'Spam again', 'Spam', ctx, token)).messageId))?.type;

  it('keeps a muted anonymous sender muted who drops the token and signs up from the same address', async () => {
    const chatId = await chat({ autoApprove: true });
    await mutedSender(chatId, context(null, '203.0.113.120'));
    expect(await typeOf(chatId, context(signedIn('new-spammer'), '203.0.113.120'))).toBe('muted');
  });

  it('keeps a muted sender muted who moves to another address of their IPv6 network without the token', async () => {
    const chatId = await chat({ autoApprove: true });
    await mutedSender(chatId, context(null, '2001:db8:5:6::1'));
    expect(await typeOf(chatId, context(null, '2001:db8:5:6:9c2e:11ff:fe3a:77b1'))).toBe('muted');
    expect(await typeOf(chatId, context(null, '2001:db8:5:7::1'))).toBe('accepted');
  });

  it('keeps a muted user muted on a second account from a new browser at the same address', async () => {
    const chatId = await chat({ autoApprove: true });
    await mutedSender(chatId, context(signedIn('first-account'), '203.0.113.121'));
    expect(await typeOf(chatId, context(signedIn('second-account'), '203.0.113.121'))).toBe('muted');
  });

  it('does not spread a mute to the accounts of others at the muted sender’s address, nor share their rate limit', async () => {
    const chatId = await chat({ autoApprove: true });
    const mute = await mutedSender(chatId, context(null, '203.0.113.122'));
    // An attendee at the same venue is muted there (the server cannot tell them apart)...
    expect(await typeOf(chatId, context(signedIn('attendee'), '203.0.113.122'))).toBe('muted');
    expect((await engine.get(`${MUTES(EVENT, chatId)}/${mute}`))?.data.keys).not.toContain('uid:attendee');
    // ...but not once they post from elsewhere.
    expect(await typeOf(chatId, context(signedIn('attendee'), '198.51.100.122'))).toBe('accepted');
    // Signed-in senders at one address have their own rate limits.
    for (let i = 0; i < SENDER_RATE_LIMIT; i++) await post(chatId, `question ${i}`, undefined, context(signedIn(`venue-${i}`), '203.0.113.123'));
    expect((await post(chatId, 'my question', undefined, context(signedIn('venue-last'), '203.0.113.123'))).status).toBe('accepted');
  });
});

describe('postChatMessage on a site that asks viewers to register', () => {
  const REGISTERED_EVENT = 'ev-registered';
  const chatId = 'questions';

  beforeAll(async () => {
    handler = createPostChatMessage();
    const settings = { title: 'Questions', autoApprove: true, presenterChat: false, signIn: false, emoji: true, online: true };
    await engine.commit([
      { type: 'set', path: `events/${REGISTERED_EVENT}`, data: { title: 'Members only', registerReq: true } },
      { type: 'set', path: `${CHATS(REGISTERED_EVENT)}/${chatId}`, data: settings },
      ...['p-spammer', 'p-neighbour'].map((id) => ({ type: 'set' as const, path: `${PARTICIPANTS_COLLECTION(REGISTERED_EVENT)}/${id}`, data: { email: `${id}@example.com`, registered: true, disabled: false } })),
    ]);
  });

  /** A browser's site pass holding the registration of `participantId`, as registering (again, with the same address) gives it. */
  async function passOf(participantId: string): Promise<string> {
    const pass = newPassToken();
    await engine.commit([{ type: 'set', path: passPath(REGISTERED_EVENT, pass), data: { participantId, protectionStamp: null } }]);
    return pass;
  }
  const send = async (ctx: ApiContext, pass?: string) => {
    const { messageId } = await handler.run({ eventId: REGISTERED_EVENT, chatId, text: 'Buy cheap watches', name: 'Spam', pass }, ctx);
    return (await engine.get(`${MESSAGES(REGISTERED_EVENT, chatId)}/${messageId}`))!.data;
  };

  it('keeps a muted viewer muted who comes back with the same registration from a new browser and network', async () => {
    const first = await send(context(null, '203.0.113.140'), await passOf('p-spammer'));
    expect(first.senderKeys).toContain('reg:p-spammer');
    await engine.commit([{ type: 'set', path: `${MUTES(REGISTERED_EVENT, chatId)}/${first.senderKey}`, data: { createdAt: new Date(), createdBy: 'mod', keys: first.senderKeys } }]);

    expect((await send(context(null, '198.51.100.140'), await passOf('p-spammer'))).type).toBe('muted');
    // Another registered viewer at the muted one's address is muted there, but the mute does not learn their registration.
    expect((await send(context(null, '203.0.113.140'), await passOf('p-neighbour'))).type).toBe('muted');
    expect((await engine.get(`${MUTES(REGISTERED_EVENT, chatId)}/${first.senderKey}`))?.data.keys).not.toContain('reg:p-neighbour');
    expect((await send(context(null, '198.51.100.141'), await passOf('p-neighbour'))).type).toBe('accepted');
    // Without a registration the site takes no message at all.
    expect(await refusal(send(context(null, '198.51.100.142')))).toMatchObject({ code: 'permission-denied' });
  });
});

describe('postChatMessage limit per event', () => {
  it('refuses an event\'s messages past its limit within the window, whoever sends them', async () => {
    const limit = 3;
    handler = createPostChatMessage({ events: { limit, windowMs: EVENT_RATE_WINDOW_MS } });
    const chatId = await chat();
    for (let i = 0; i < limit; i++) await post(chatId, `message ${i}`, undefined, context(null, `198.18.0.${i}`));
    const refused = await refusal(post(chatId, 'one more', undefined, context(null, '198.19.0.1')));
    expect(refused).toMatchObject({ code: 'resource-exhausted', status: 429 });
    expect(refused.message).toMatch(new RegExp(`^${chatMessages.chatBusy} Please try again in \\d+ seconds?\\.$`));
  });
});

describe('postChatMessage limits counted in documents', () => {
  it('counts a sender against one limit whichever instance of the handler takes the message', async () => {
    const instances = [createPostChatMessage(), createPostChatMessage()];
    const clock = 2_000_000;
    const sender = () => ({ ...context(null, '203.0.113.150'), services: { ...context().services, limits: createDocumentLimits(engineDocs(engine), () => clock) } });
    const chatId = await chat();
    for (let i = 0; i < SENDER_RATE_LIMIT; i++) await instances[i % 2].run({ eventId: EVENT, chatId, text: `message ${i}` }, sender());
    for (const instance of instances) {
      expect(await refusal(instance.run({ eventId: EVENT, chatId, text: 'one more' }, sender()))).toEqual({
        code: 'resource-exhausted',
        status: 429,
        message: `${chatMessages.tooFast} Please try again in 10 seconds.`,
      });
    }
  });
});
