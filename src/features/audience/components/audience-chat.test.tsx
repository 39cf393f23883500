// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHATS, chatMessages, MESSAGES } from '@domain/chats/chat';
import { createBackendDouble, testUser, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError, type AuthUser, type DocData } from '@/backend/port';
import { AudienceChatScreen } from './AudienceChatScreen';

const EVENT = 'ev1';
const CHAT = 'c1';
const chatPath = `${CHATS(EVENT)}/${CHAT}`;
const messagePath = (id: string) => `${MESSAGES(EVENT, CHAT)}/${id}`;

const chatDoc = (settings: DocData = {}): DocData => ({
  title: 'Ask the speakers',
  autoApprove: false,
  presenterChat: false,
  signIn: false,
  emoji: true,
  online: true,
  ...settings,
});

const message = (text: string, minute: number, extra: DocData = {}): DocData => ({
  uid: '',
  user: 'Ada',
  username: 'Ada',
  text,
  createdAt: new Date(2024, 4, 1, 10, minute),
  type: 'accepted',
  ...extra,
});

function open(docs: Record<string, DocData> = {}, user: AuthUser | null = null): BackendDouble {
  // The event's site is open: its chats are anyone's to read (a protected one's go through the server with a pass).
  const double = createBackendDouble({ user, docs: { [`events/${EVENT}`]: { title: 'Launch' }, [`eventSites/${EVENT}`]: { open: true }, [chatPath]: chatDoc(), ...docs } });
  renderWithBackend(<AudienceChatScreen eventId={EVENT} chatId={CHAT} user={user} />, double.backend);
  return double;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const messageList = async () => screen.findByRole('list', { name: 'Messages' });

describe('AudienceChatScreen', () => {
  it('shows the chat title and its accepted messages, newest first, with name and time', async () => {
    open({
      [messagePath('m1')]: message('First question', 1),
      [messagePath('m2')]: message('Presenter is reading this', 2, { type: 'presenter', user: 'Grace', username: 'Grace' }),
      [messagePath('m3')]: message('Someone without a name', 3, { user: '', username: '' }),
      [messagePath('m4')]: message('Still waiting', 4, { type: null }),
      [messagePath('m5')]: message('Turned down', 5, { type: 'rejected' }),
      [messagePath('m6')]: message('From a muted sender', 6, { type: 'muted' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask the speakers' })).toBeTruthy();
    const items = within(await messageList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Anonymous10:03Someone without a name',
      'Grace10:02Presenter is reading this',
      'Ada10:01First question',
    ]);
  });

  it("shows a moderator's reply labelled Admin, with the question it answers", async () => {
    open({
      [messagePath('m1')]: message('When does the Q&A start?', 1),
      [messagePath('m2')]: message('At half past ten.', 2, { isOwner: true, user: 'Admin', username: 'Admin', replyingTo: 'm1', replyMessage: { username: 'Ada', text: 'When does the Q&A start?' } }),
    });
    const [reply, question] = within(await messageList()).getAllByRole('listitem');
    expect(reply.textContent).toBe('Admin10:02Replying to Ada: When does the Q&A start?At half past ten.');
    expect(question.textContent).toBe('Ada10:01When does the Q&A start?');
  });

  it('shows a new accepted message as soon as a moderator approves it', async () => {
    const double = open({ [messagePath('m1')]: message('Waiting', 1, { type: null }) });
    expect(await screen.findByText(chatMessages.noMessages)).toBeTruthy();
    double.seed({ [messagePath('m1')]: message('Waiting', 1) });
    expect(await screen.findByText('Waiting')).toBeTruthy();
  });

  it('says it is loading until the chat arrives', () => {
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading the chat');
  });

  it('says when there are no messages yet', async () => {
    open();
    expect(await screen.findByText(chatMessages.noMessages)).toBeTruthy();
  });

  it('says when the messages cannot be read', async () => {
    const double = open();
    await screen.findByText(chatMessages.noMessages);
    // A refusal is asked again of the server (a protected site's pass holders read there); a lost connection is not.
    double.failListeners(MESSAGES(EVENT, CHAT), new BackendError('unavailable', 'gone'));
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.loadError);
  });

  it('says when there is no such chat', async () => {
    const double = createBackendDouble({ user: null, docs: { [`events/${EVENT}`]: { title: 'Launch' }, [`eventSites/${EVENT}`]: { open: true } } });
    renderWithBackend(<AudienceChatScreen eventId={EVENT} chatId="gone" user={null} />, double.backend);
    expect(await screen.findByText('There is no such chat.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows names and messages with HTML and script as text, and runs none of it', async () => {
    const payload = '<img src=x onerror="window.__xss = true"><script>window.__xss = true</script>';
    open({ [messagePath('m1')]: message(payload, 1, { user: '<b>Mallory</b>', username: '<b>Mallory</b>' }) });
    const list = await messageList();
    expect(within(list).getByText(payload)).toBeTruthy();
    expect(within(list).getByText('<b>Mallory</b>')).toBeTruthy();
    expect(list.querySelector('img, script, b')).toBeNull();
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  });
});

describe('AudienceChatScreen, writing', () => {
  beforeEach(() => localStorage.clear());

  it('sends the name and message, clears the message and says it waits for approval', async () => {
    const double = open();
    double.answerCall('postChatMessage', () => ({ messageId: 'new1', status: 'pending', senderToken: 'token-1' }));
    await screen.findByRole('button', { name: 'Send' });
    type('Your name (optional)', 'Ada');
    type('Message', 'When do we start?');
    send();
    expect(await screen.findByText('Your message is waiting for approval.')).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'postChatMessage', input: { eventId: EVENT, chatId: CHAT, text: 'When do we start?', name: 'Ada' } }]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Your name (optional)') as HTMLInputElement).value).toBe('Ada');
  });

  it('sends without a name, and says nothing about approval when the chat approves at once', async () => {
    const double = open();
    double.answerCall('postChatMessage', () => ({ messageId: 'new1', status: 'accepted', senderToken: 'token-1' }));
    await screen.findByRole('button', { name: 'Send' });
    type('Message', 'Hello');
    send();
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    expect(double.calls[0].input).toEqual({ eventId: EVENT, chatId: CHAT, text: 'Hello' });
    expect(screen.queryByText('Your message is waiting for approval.')).toBeNull();
  });

  it('keeps the sender token the server issued and sends it with every later message', async () => {
    const double = open();
    double.answerCall('postChatMessage', () => ({ messageId: `m${double.calls.length}`, status: 'pending', senderToken: 'issued-token' }));
    await screen.findByRole('button', { name: 'Send' });
    type('Message', 'First');
    send();
    await waitFor(() => expect(double.calls).toHaveLength(1));
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    type('Message', 'Second');
    send();
    await waitFor(() => expect(double.calls).toHaveLength(2));
    expect(double.calls[0].input).not.toHaveProperty('senderToken');
    expect(double.calls[1].input).toEqual({ eventId: EVENT, chatId: CHAT, text: 'Second', senderToken: 'issued-token' });
  });

  it('asks for a message before sending anything', async () => {
    const double = open();
    await screen.findByRole('button', { name: 'Send' });
    type('Message', '   ');
    send();
    expect(await screen.findByText(chatMessages.emptyMessage)).toBeTruthy();
    expect(double.calls).toEqual([]);
  });

  it('counts characters as a reader sees them, an emoji as one', async () => {
    open();
    await screen.findByRole('button', { name: 'Send' });
    type('Message', '😀😀😀 hi');
    expect(screen.getByText('6 / 1000')).toBeTruthy();
  });

  it.each([
    ['resource-exhausted', chatMessages.tooFast, chatMessages.tooFast],
    ['resource-exhausted', `${chatMessages.tooFast} Please try again in 7 seconds.`, `${chatMessages.tooFast} Please try again in 7 seconds.`],
    ['resource-exhausted', `${chatMessages.chatBusy} Please try again in 2 seconds.`, `${chatMessages.chatBusy} Please try again in 2 seconds.`],
    ['invalid-argument', chatMessages.tooLong, chatMessages.tooLong],
    ['failed-precondition', chatMessages.chatClosed, chatMessages.chatClosed],
    ['unauthenticated', chatMessages.signInRequired, chatMessages.signInRequired],
    ['invalid-argument', 'text: Too big: expected string to have <=4000 characters', chatMessages.sendFailed],
    ['not-found', 'There is no such chat.', chatMessages.sendFailed],
    ['unavailable', 'The API cannot be reached', chatMessages.sendFailed],
  ] as const)('explains a %s refusal ("%s") as "%s"', async (code, serverMessage, shown) => {
    const double = open();
    double.answerCall('postChatMessage', () => {
      throw new BackendError(code, serverMessage);
    });
    await screen.findByRole('button', { name: 'Send' });
    type('Message', 'Hello');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('asks a signed-out visitor to sign in when the chat requires it, and lets a signed-in one write', async () => {
    open({ [chatPath]: chatDoc({ signIn: true }) });
    expect(await screen.findByText(chatMessages.signInRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('lets a signed-in visitor write where the chat requires sign-in', async () => {
    open({ [chatPath]: chatDoc({ signIn: true }) }, testUser());
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByText(chatMessages.signInRequired)).toBeNull();
  });

  it('says the chat is closed instead of offering the form', async () => {
    open({ [chatPath]: chatDoc({ online: false }), [messagePath('m1')]: message('Earlier answer', 1) });
    expect(await screen.findByText(chatMessages.chatClosed)).toBeTruthy();
    expect(await screen.findByText('Earlier answer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
