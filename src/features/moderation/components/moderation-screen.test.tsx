// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessages, MESSAGES, MUTES } from '@domain/chats/chat';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError, serverTimestamp } from '@/backend/port';
import { ModerationScreen } from './ModerationScreen';

// jsdom computes every ancestor's style under antd's stylesheets to decide whether an element is
// visible: seconds per role query on this screen. The queries here look only at what is rendered.
configure({ defaultHidden: true });

const CHAT = 'events/e1/chats/c1';
const chat = (overrides: DocData = {}): DocData => ({ title: 'Main chat', autoApprove: false, presenterChat: false, signIn: false, emoji: false, online: true, ...overrides });
const message = (text: string, minute: number, overrides: DocData = {}): DocData => ({
  text,
  user: 'Grace',
  username: 'Grace',
  uid: '',
  type: null,
  createdAt: new Date(2026, 3, 1, 10, minute),
  senderKey: 'anon:grace',
  ...overrides,
});
const msgPath = (id: string) => `${MESSAGES('e1', 'c1')}/${id}`;

type Setup = { docs?: Record<string, DocData>; linkToken?: string | null; signedIn?: boolean; variant?: 'desktop' | 'tablet' };

/** The event's moderation link holds this token; a signed-in user is a producer of the event. */
const LINK_TOKEN = 'tok';

function show({ docs = { [CHAT]: chat() }, linkToken = LINK_TOKEN, signedIn = false, variant = 'desktop' }: Setup = {}) {
  const access = {
    'moderationLinks/e1': { token: LINK_TOKEN, eventID: 'e1' },
    ...(signedIn ? { 'resourceAccess/e1/permissions/u1': { permission: 'producer' } } : {}),
  };
  const double = createBackendDouble({ docs: { ...access, ...docs }, user: signedIn ? testUser() : null });
  renderWithBackend(<ModerationScreen eventId="e1" variant={variant} linkToken={linkToken} signedIn={signedIn} />, double.backend);
  return double;
}

const region = (name: string) => screen.findByRole('region', { name });
const card = async (column: string, from: string) => within(await region(column)).findByRole('article', { name: `Message from ${from}` });
const inboxCard = (from = 'Grace') => card('Inbox', from);
const acceptedCard = (from = 'Grace') => card('Accepted messages', from);
const press = (scope: HTMLElement, name: string) => fireEvent.click(within(scope).getByRole('button', { name }));
const sendBox = () => screen.getByRole('textbox', { name: 'Message to the chat' });

describe('ModerationScreen: access', () => {
  it('opens the moderation link first, then shows the chat', async () => {
    const double = show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message('Hello', 1) } });
    expect(screen.getByText('Opening moderation…')).toBeTruthy();
    expect(await inboxCard()).toBeTruthy();
    expect(double.linksOpened).toEqual([{ kind: 'moderation', resourceId: 'e1', token: 'tok' }]);
  });

  it('refuses a link that is not valid', async () => {
    show({ linkToken: 'old' });
    expect((await screen.findByRole('alert')).textContent).toContain(chatMessages.linkInvalid);
    expect(screen.queryByText('Main chat')).toBeNull();
  });

  it('asks a signed-out visitor without a link for the link', () => {
    const double = show({ linkToken: null });
    expect(screen.getByText(/needs the moderation link/)).toBeTruthy();
    expect(double.linksOpened).toEqual([]);
  });

  it("lets a signed-in member in on their role, and refuses in the catalogue's words when they have none", async () => {
    const double = show({ linkToken: null, signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Main chat' })).toBeTruthy();
    double.failListeners('events/e1/chats', new BackendError('permission-denied', 'no role'));
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have access to this resource");
    expect(screen.queryByRole('heading', { level: 2, name: 'Main chat' })).toBeNull();
  });

  it('replaces the screen when the link is replaced while it is open', async () => {
    const double = show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message('Hello', 1) } });
    await inboxCard();
    double.failListeners(MESSAGES('e1', 'c1'), new BackendError('permission-denied', 'link rotated'));
    expect((await screen.findByRole('alert')).textContent).toContain(chatMessages.linkInvalid);
    expect(screen.queryByRole('region', { name: 'Inbox' })).toBeNull();
  });
});

describe('ModerationScreen: chats', () => {
  it('offers a picker when the event has several chats', async () => {
    show({ docs: { [CHAT]: chat(), 'events/e1/chats/c2': chat({ title: 'Backstage' }), [msgPath('m1')]: message('Hello', 1) } });
    const picker = await screen.findByRole('navigation', { name: 'Pick a chat to moderate' });
    expect(within(picker).getAllByRole('button').map((b) => b.textContent)).toEqual(['Backstage', 'Main chat']);
    fireEvent.click(within(picker).getByRole('button', { name: 'Main chat' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Main chat' })).toBeTruthy();
    expect(await inboxCard()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch chat' }));
    expect(await screen.findByRole('navigation', { name: 'Pick a chat to moderate' })).toBeTruthy();
  });

  it('says when there are no chats', async () => {
    show({ docs: {} });
    expect(await screen.findByText('No chats found!')).toBeTruthy();
  });

  it('says when the chats cannot be loaded', async () => {
    const double = show();
    await screen.findByRole('heading', { level: 2, name: 'Main chat' });
    double.failListeners('events/e1/chats', new BackendError('unavailable', 'offline'));
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error...');
  });

  it('shows "No messages..." in empty columns and no presenter tab without presenter chat', async () => {
    show();
    await screen.findByRole('heading', { level: 2, name: 'Main chat' });
    expect(await screen.findAllByText('No messages...')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /Inbox/ }).textContent).toContain('0 waiting');
    expect(screen.queryByRole('tab', { name: 'Presenter' })).toBeNull();
  });
});

describe('ModerationScreen: moderating', () => {
  it('lists the inbox oldest first with the number waiting, and approves', async () => {
    const double = show({
      docs: { [CHAT]: chat(), [msgPath('m2')]: message('Second', 2, { user: 'Bo', username: 'Bo' }), [msgPath('m1')]: message('First', 1), [msgPath('m3')]: message('Done', 3, { type: 'accepted', user: '' }) },
    });
    const inbox = await region('Inbox');
    expect(within(inbox).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Message from Grace', 'Message from Bo']);
    expect(screen.getByRole('tab', { name: /Inbox/ }).textContent).toContain('2 waiting');
    expect(await acceptedCard('Anonymous')).toBeTruthy();

    press(await inboxCard(), 'Approve');
    await waitFor(() => expect(double.writes).toEqual([{ path: msgPath('m1'), data: { type: 'accepted' } }]));
    // The write is recorded as it is sent; the lists change once the server's answer comes back.
    const accepted = await region('Accepted messages');
    await waitFor(() => expect(within(accepted).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Message from Anonymous', 'Message from Grace']));
    expect(screen.getByRole('tab', { name: /Inbox/ }).textContent).toContain('1 waiting');
  });

  it('offers no Approve in an auto-approving chat', async () => {
    show({ docs: { [CHAT]: chat({ autoApprove: true }), [msgPath('m1')]: message('Hello', 1) } });
    expect(within(await inboxCard()).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects only on the second click', async () => {
    const double = show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message('Spam', 1), [msgPath('m2')]: message('Old', 0, { type: 'accepted' }) } });
    const pending = await inboxCard();
    press(pending, 'Reject');
    // By its text: the restyled button makes jsdom's style computation, and so a role query, take seconds.
    const confirm = await within(pending).findByText('Confirm reject');
    expect(double.writes).toEqual([]);
    fireEvent.click(confirm);
    await waitFor(() => expect(double.writes).toEqual([{ path: msgPath('m1'), data: { type: 'rejected' } }]));

    const accepted = await acceptedCard();
    press(accepted, 'Reject');
    fireEvent.click(within(accepted).getByText('Confirm reject'));
    await waitFor(() => expect(double.writes.at(-1)).toEqual({ path: msgPath('m2'), data: { type: null } }));
    expect(await inboxCard()).toBeTruthy();
  });

  it('routes messages to the presenter and back as the transitions say', async () => {
    const double = show({ docs: { [CHAT]: chat({ presenterChat: true }), [msgPath('m1')]: message('Question', 1, { type: 'accepted' }), [msgPath('m2')]: message('Private', 2, { user: 'Bo', username: 'Bo' }) } });
    press(await acceptedCard(), 'Show to presenter');
    await waitFor(() => expect(double.writes).toEqual([{ path: msgPath('m1'), data: { type: 'presenter', presenterDate: serverTimestamp() } }]));
    press(await inboxCard('Bo'), 'Presenter only');
    await waitFor(() => expect(double.writes.at(-1)).toEqual({ path: msgPath('m2'), data: { type: 'presenter-only', presenterDate: serverTimestamp() } }));

    fireEvent.click(screen.getByRole('tab', { name: 'Presenter' }));
    const presenter = await region('Presenter messages');
    expect(within(presenter).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Message from Grace', 'Message from Bo']);
    press(within(presenter).getByRole('article', { name: 'Message from Grace' }), 'Hide from presenter');
    await waitFor(() => expect(double.writes.at(-1)).toEqual({ path: msgPath('m1'), data: { type: 'accepted' } }));
    press(await card('Presenter messages', 'Bo'), 'Back to inbox');
    await waitFor(() => expect(double.writes.at(-1)).toEqual({ path: msgPath('m2'), data: { type: null } }));
  });

  it('tells a stale moderator the message was already handled and writes nothing', async () => {
    const double = show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message('Hello', 1) } });
    const pending = await inboxCard();
    // Another moderator approves it; this screen has not heard yet when Approve is pressed.
    double.seed({ [msgPath('m1')]: message('Hello', 1, { type: 'accepted' }) });
    press(pending, 'Approve');
    expect(await screen.findByText(chatMessages.alreadyHandled)).toBeTruthy();
    expect(double.writes).toEqual([]);
  });

  it('mutes a sender by every key their message carried, keeps their messages out of the inbox, and unmutes', async () => {
    const spam = message('Spam', 1, { senderKeys: ['anon:grace', 'uid:grace-account'] });
    const double = show({ docs: { [CHAT]: chat(), [msgPath('m1')]: spam, [msgPath('m2')]: message('Fine', 2, { user: 'Bo', username: 'Bo', senderKey: 'uid:bo' }) } });
    press(await inboxCard(), 'Mute sender');
    await waitFor(() =>
      expect(double.writes[0]).toEqual({
        path: `${MUTES('e1', 'c1')}/anon:grace`,
        data: { createdAt: serverTimestamp(), createdBy: '', keys: ['anon:grace', 'uid:grace-account'] },
      }),
    );
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Inbox' })).queryByRole('article', { name: 'Message from Grace' })).toBeNull());
    expect(screen.getByRole('tab', { name: /Inbox/ }).textContent).toContain('1 waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute Grace' }));
    await waitFor(() => expect(double.deletes).toEqual([`${MUTES('e1', 'c1')}/anon:grace`]));
    expect(await inboxCard()).toBeTruthy();
  });

  it('shows names and messages as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message(payload, 1, { user: payload, username: payload }) } });
    expect(await screen.findByRole('article', { name: `Message from ${payload}` })).toBeTruthy();
    expect(screen.getAllByText(payload)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('article script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('ModerationScreen: the accepted column and the send box', () => {
  it('changes the text size from 20 by 4', async () => {
    show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message('Readable', 1, { type: 'accepted' }) } });
    const text = within(await acceptedCard()).getByText('Readable');
    expect(screen.getByText('Text size 20')).toBeTruthy();
    expect(text.style.fontSize).toBe('20px');
    fireEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(screen.getByText('Text size 24')).toBeTruthy();
    expect(text.style.fontSize).toBe('24px');
    fireEvent.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(screen.getByText('Text size 20')).toBeTruthy();
    expect(text.style.fontSize).toBe('20px');
  });

  it('ignores short and blank texts, keeps Shift+Enter for new lines, and sends on Enter as Admin', async () => {
    const double = show({ signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Main chat' });
    expect((await screen.findByRole('textbox', { name: 'Message to the chat' })).getAttribute('rows')).toBe('2');
    const typeAndPress = (value: string, shiftKey = false) => {
      fireEvent.change(sendBox(), { target: { value } });
      fireEvent.keyDown(sendBox(), { key: 'Enter', shiftKey });
    };
    typeAndPress('ok');
    typeAndPress('      ');
    typeAndPress('Welcome all', true);
    expect(double.writes).toEqual([]);
    typeAndPress('Welcome all');
    await waitFor(() =>
      expect(double.writes).toEqual([
        {
          path: expect.stringMatching(new RegExp(`^${MESSAGES('e1', 'c1')}/[A-Za-z0-9]{20}$`)),
          data: { text: 'Welcome all', username: 'Admin', user: 'Admin', isOwner: true, type: 'accepted', createdAt: serverTimestamp() },
        },
      ]),
    );
    expect(within(await acceptedCard('Admin')).getByText('Welcome all')).toBeTruthy();
    expect((sendBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('replies with the quoted message cut at 150 characters', async () => {
    const long = 'Q'.repeat(160);
    const double = show({ docs: { [CHAT]: chat(), [msgPath('m1')]: message(long, 1) } });
    press(await inboxCard(), 'Reply');
    expect(screen.getByText(`${'Q'.repeat(150)}…`, { exact: false })).toBeTruthy();
    fireEvent.change(sendBox(), { target: { value: 'Good question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(double.writes[0].data).toMatchObject({ text: 'Good question', replyingTo: 'm1', replyMessage: { username: 'Grace', text: `${'Q'.repeat(150)}…` } }),
    );
    expect(screen.queryByRole('button', { name: 'Cancel reply' })).toBeNull();
  });
});

describe('ModerationScreen: chat state and logs', () => {
  it('lets a producer close the chat, and offers it to no link holder', async () => {
    const double = show({ linkToken: null, signedIn: true, docs: { [CHAT]: chat(), 'events/e1': { title: 'Summit' }, 'resourceAccess/e1/permissions/u1': { permission: 'producer' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(double.writes).toEqual([{ path: CHAT, data: { online: false } }]));
    expect(await screen.findByRole('button', { name: 'Open chat' })).toBeTruthy();
  });

  it('offers no Close chat to a link holder', async () => {
    show();
    await screen.findByRole('heading', { level: 2, name: 'Main chat' });
    expect(screen.queryByRole('button', { name: 'Close chat' })).toBeNull();
  });

  it("lists the event's stream logs with their error flag", async () => {
    show({
      docs: {
        [CHAT]: chat(),
        'events/e1/streams/s1': { title: 'Main stage' },
        'events/e1/streams/s1/logs/l1': { type: 'go_live', time: 65, createdAt: new Date(2026, 3, 1, 10, 0, 5), error: false },
        'events/e1/streams/s1/logs/l2': { type: 'drop_live', time: 3725, createdAt: new Date(2026, 3, 1, 11, 2, 0), error: true },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Logs' }));
    const table = await within(await screen.findByRole('region', { name: 'Main stage' })).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['drop_liveError1:02:0511:02:00 - 01.04.2026', 'go_live01:0510:00:05 - 01.04.2026']);
  });

  it('says when there are no logs', async () => {
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Logs' }));
    expect(await screen.findByText('No logs yet')).toBeTruthy();
  });
});

describe('ModerationScreen: layout and accessibility', () => {
  const docs = { [CHAT]: chat({ presenterChat: true }), [msgPath('m1')]: message('Waiting', 1), [msgPath('m2')]: message('Shown', 2, { type: 'accepted', user: 'Bo', username: 'Bo' }) };

  it.each(['desktop', 'tablet'] as const)('has no serious accessibility violations (%s)', async (variant) => {
    show({ docs, variant });
    await inboxCard();
    const { default: axe } = await import('axe-core');
    // jsdom does not paint: contrast is checked in the browser tests.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
