// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHATS, chatMessages, MESSAGES } from '@domain/chats/chat';
import { CHAT_BLOCK_DEFAULTS, newComponent, PALETTE, SEND_MESSAGE_DEFAULTS, type ComponentEditor } from '@domain/pages/component';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { BackendError, type DocData } from '@/backend/port';
import { SiteBackendProvider } from '@/lib/site-backend';
import { SiteServicesContext, type SiteServices } from '../site-services';
import ChatBlock from './ChatBlock';
import { chatBlockTexts } from './chat-block-texts';
import { sendMessageTexts } from './SendMessageBlock';

const EVENT = 'ev1';
const CHAT = 'c1';
const chatPath = `${CHATS(EVENT)}/${CHAT}`;
const messagePath = (id: string) => `${MESSAGES(EVENT, CHAT)}/${id}`;
const chatDoc = (settings: DocData = {}): DocData => ({ title: 'Ask the speakers', autoApprove: false, presenterChat: false, signIn: false, emoji: false, online: true, ...settings });
const message = (text: string, minute: number, extra: DocData = {}): DocData => ({ uid: '', user: 'Ada', username: 'Ada', text, createdAt: new Date(2024, 4, 1, 10, minute), type: 'accepted', ...extra });
const adminReply = (text: string, minute: number, question: { id: string; username: string; text: string }): DocData =>
  message(text, minute, { user: 'Admin', username: 'Admin', isOwner: true, replyingTo: question.id, replyMessage: { username: question.username, text: question.text } });

/** The block's starting editor (as the palette makes it), showing the chat `chatId`. */
const editorFor = (chatId: string): ComponentEditor => ({ ...newComponent(PALETTE.find((entry) => entry.key === 'chat')!).editor, chatID: chatId });

/** The block as a signed-out viewer of an open site sees it. */
function show(docs: Record<string, DocData> = {}, { chatId = CHAT, services }: { chatId?: string; services?: SiteServices } = {}) {
  const double = createBackendDouble({ user: null, docs: { [`events/${EVENT}`]: { title: 'Launch' }, [`eventSites/${EVENT}`]: { open: true }, [chatPath]: chatDoc(), ...docs } });
  const sent: { chatId: string; name: string; text: string }[] = [];
  const given: SiteServices = services ?? { eventId: EVENT, sendMessage: async (chatId, name, text) => void sent.push({ chatId, name, text }) };
  render(
    <SiteBackendProvider value={double.backend}>
      <SiteServicesContext.Provider value={given}>
        <ChatBlock editor={editorFor(chatId)} />
      </SiteServicesContext.Provider>
    </SiteBackendProvider>,
  );
  return { double, sent };
}

const messageList = () => screen.findByRole('list', { name: CHAT_BLOCK_DEFAULTS.title });
const itemTexts = async () => within(await messageList()).getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the Chat block', () => {
  it('shows the approved messages newest first, a moderator’s labelled Admin with the question it answers, and nothing pending, rejected or muted', async () => {
    show({
      [messagePath('m1')]: message('When does the Q&A start?', 1),
      [messagePath('m2')]: message('Presenter is reading this', 2, { type: 'presenter', user: 'Grace', username: 'Grace' }),
      [messagePath('m3')]: adminReply('At half past ten.', 3, { id: 'm1', username: 'Ada', text: 'When does the Q&A start?' }),
      [messagePath('m4')]: message('Still waiting', 4, { type: null }),
      [messagePath('m5')]: message('Turned down', 5, { type: 'rejected' }),
      [messagePath('m6')]: message('From a muted sender', 6, { type: 'muted' }),
      [messagePath('m7')]: message('Someone without a name', 7, { user: '', username: '' }),
    });
    expect(await itemTexts()).toEqual([
      'Anonymous10:07Someone without a name',
      'Admin10:03Replying to Ada: When does the Q&A start?At half past ten.',
      'Grace10:02Presenter is reading this',
      'Ada10:01When does the Q&A start?',
    ]);
    const reply = within(await messageList()).getAllByRole('listitem')[1]!;
    expect(within(reply).getByText('Admin').className).toBe('ed-chat-admin');
    expect(reply.querySelector('blockquote')?.textContent).toBe('Replying to Ada: When does the Q&A start?');
  });

  it('shows a message as soon as a moderator approves it, and the reply that follows', async () => {
    const { double } = show({ [messagePath('m1')]: message('Is there a replay?', 1, { type: null }) });
    expect(await screen.findByText(chatMessages.noMessages)).toBeTruthy();
    double.seed({ [messagePath('m1')]: message('Is there a replay?', 1) });
    await waitFor(async () => expect(await itemTexts()).toEqual(['Ada10:01Is there a replay?']));
    double.seed({ [messagePath('m2')]: adminReply('Yes, tonight.', 2, { id: 'm1', username: 'Ada', text: 'Is there a replay?' }) });
    await waitFor(async () => expect(await itemTexts()).toEqual(['Admin10:02Replying to Ada: Is there a replay?Yes, tonight.', 'Ada10:01Is there a replay?']));
  });

  it('says it is loading, then that there are no messages yet', async () => {
    show();
    expect(screen.getByRole('status').textContent).toBe(chatBlockTexts.loading);
    expect(await screen.findByText(chatMessages.noMessages)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: CHAT_BLOCK_DEFAULTS.title })).toBeTruthy();
  });

  it('says when the messages cannot be read', async () => {
    const { double } = show();
    await screen.findByText(chatMessages.noMessages);
    double.failListeners(MESSAGES(EVENT, CHAT), new BackendError('unavailable', 'The server is not answering.'));
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.loadError);
  });

  it('puts the Send Message box beside the messages and sends into the chat', async () => {
    const { sent } = show();
    await screen.findByText(chatMessages.noMessages);
    fireEvent.change(screen.getByLabelText(SEND_MESSAGE_DEFAULTS.namePlaceholder), { target: { value: 'Lin' } });
    fireEvent.change(screen.getByLabelText(SEND_MESSAGE_DEFAULTS.messagePlaceholder), { target: { value: 'Hello from the site' } });
    fireEvent.click(screen.getByRole('button', { name: SEND_MESSAGE_DEFAULTS.buttonText }));
    expect(await screen.findByText(sendMessageTexts.sent)).toBeTruthy();
    expect(sent).toEqual([{ chatId: CHAT, name: 'Lin', text: 'Hello from the site' }]);
  });

  it('offers no send box while the chat is closed or asks viewers to sign in, and says why', async () => {
    const { double } = show({ [chatPath]: chatDoc({ online: false }), [messagePath('m1')]: message('Before closing', 1) });
    expect(await screen.findByText(chatMessages.chatClosed)).toBeTruthy();
    expect(await itemTexts()).toEqual(['Ada10:01Before closing']);
    expect(screen.queryByRole('button', { name: SEND_MESSAGE_DEFAULTS.buttonText })).toBeNull();
    double.seed({ [chatPath]: chatDoc({ signIn: true }) });
    expect(await screen.findByText(chatMessages.signInRequired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SEND_MESSAGE_DEFAULTS.buttonText })).toBeNull();
    double.seed({ [chatPath]: chatDoc() });
    expect(await screen.findByRole('button', { name: SEND_MESSAGE_DEFAULTS.buttonText })).toBeTruthy();
  });

  it('says when its chat is gone, when no chat is chosen, and what it will show on the builder’s canvas', async () => {
    show({}, { chatId: 'c9' });
    expect(await screen.findByText(chatBlockTexts.missing)).toBeTruthy();
    cleanup();
    show({}, { chatId: '' });
    expect(screen.getByText(chatBlockTexts.noChat)).toBeTruthy();
    cleanup();
    show({}, { services: {} });
    expect(screen.getByText(chatBlockTexts.canvas)).toBeTruthy();
  });
});
