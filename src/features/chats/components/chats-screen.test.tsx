// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/permissions/roles';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError, type DocData } from '@/backend/port';
import { ChatsScreen } from './ChatsScreen';

const event = 'e1';
const chatsPath = `events/${event}/chats`;
const serverTime = { __sentinel__: 'serverTimestamp' };

const baseDocs: Record<string, DocData> = {
  [`events/${event}`]: { title: 'Launch' },
  [`${chatsPath}/c1`]: {
    title: 'Audience Q&A',
    autoApprove: false,
    presenterChat: true,
    signIn: false,
    emoji: true,
    online: true,
    createdAt: new Date(2024, 0, 15, 9, 30),
  },
  // Every chat has its creation time: the list is ordered by it, and a query ordered by a field leaves out documents without it.
  [`${chatsPath}/c2`]: { title: 'Backstage', autoApprove: true, presenterChat: false, signIn: true, emoji: false, online: false, createdAt: new Date(2024, 0, 10, 8, 0) },
  [`moderationLinks/${event}`]: { token: 'tok1', eventID: event, rotatedAt: new Date(2024, 0, 1) },
};

const ada = testUser({ uid: 'ada', email: 'ada@example.com' });

function renderAs(role: Role | null, docs: Record<string, DocData> = baseDocs) {
  const double = createBackendDouble({ user: ada, docs: role ? { ...docs, [`resourceAccess/${event}/permissions/ada`]: { permission: role } } : docs });
  renderWithBackend(<ChatsScreen eventId={event} uid="ada" />, double.backend, { path: '/chats' });
  return double;
}

// Found by text: naming every row of an antd table by role is slow in jsdom.
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });
const chatDialog = () => screen.findByRole('dialog');
const confirmDialog = async () => (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;

describe('ChatsScreen', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('lists the chats with their settings and creation time', async () => {
    renderAs('owner');
    expect(screen.getByRole('status').textContent).toContain('Loading chats');
    expect(await screen.findByText('Audience Q&A')).toBeTruthy();
    const cells = within(row('Audience Q&A')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(['Audience Q&A', 'No', 'Yes', 'No', 'Yes', '', '09:30 - 15.01.2024']);
    expect((within(row('Audience Q&A')).getByRole('switch', { name: 'Online: Audience Q&A' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect(within(row('Backstage')).getByRole('switch', { name: 'Online: Backstage' }).getAttribute('aria-checked')).toBe('false');
  });

  it('says "No chats found!" when the event has none, and "There was an error..." when they cannot be read', async () => {
    const double = renderAs('owner', { [`events/${event}`]: { title: 'Launch' } });
    expect(await screen.findByText('No chats found!')).toBeTruthy();
    double.failListeners(chatsPath, new BackendError('unavailable', 'offline'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was an error...');
    expect(alert.textContent).toContain('Database connection fail');
  });

  it('refuses a chat without a title and writes nothing', async () => {
    const double = renderAs('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Create chat' }));
    const dialog = await chatDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please give a title for the chat')).toBeTruthy();
    expect(double.writes).toEqual([]);
  });

  it('creates a chat with its title and switches, online by default', async () => {
    const double = renderAs('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Create chat' }));
    const dialog = await chatDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: '  Panel questions ' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Auto-approve messages' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sign-in required' }));
    expect(within(dialog).getByRole('switch', { name: 'Online' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Chat created!')).toBeTruthy();
    expect(double.writes).toEqual([
      {
        path: expect.stringMatching(new RegExp(`^${chatsPath}/[A-Za-z0-9]{20}$`)),
        data: {
          title: 'Panel questions',
          autoApprove: true,
          presenterChat: false,
          signIn: true,
          emoji: false,
          online: true,
          createdAt: serverTime,
          updatedAt: serverTime,
        },
      },
    ]);
    expect(await screen.findByText('Panel questions')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a chat, saves the changes and says "Chat updated!"', async () => {
    const double = renderAs('producer');
    await screen.findByText('Audience Q&A');
    fireEvent.click(within(row('Audience Q&A')).getByRole('button', { name: 'Edit Audience Q&A' }));
    const dialog = await chatDialog();
    const title = within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Audience Q&A');
    expect(within(dialog).getByRole('switch', { name: 'Presenter chat' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(title, { target: { value: 'Audience questions' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Emoji' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Chat updated!')).toBeTruthy();
    expect(double.writes).toEqual([
      {
        path: `${chatsPath}/c1`,
        data: { title: 'Audience questions', autoApprove: false, presenterChat: true, signIn: false, emoji: false, online: true, updatedAt: serverTime },
      },
    ]);
    expect(await screen.findByText('Audience questions')).toBeTruthy();
  });

  it('opens Create chat empty after a chat was created and after one was edited', async () => {
    const expectEmptyCreateDialog = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create chat' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create chat' });
      expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('');
      const switches = Object.fromEntries(within(dialog).getAllByRole('switch').map((s) => [s.closest('.ant-form-item')?.textContent, s.getAttribute('aria-checked')]));
      expect(switches).toEqual({ 'Auto-approve messages': 'false', 'Presenter chat': 'false', 'Sign-in required': 'false', Emoji: 'false', Online: 'true' });
      return dialog;
    };
    renderAs('owner');
    await screen.findByText('Audience Q&A');

    let dialog = await expectEmptyCreateDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'First' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Presenter chat' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Emoji' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Chat created!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await expectEmptyCreateDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row('Audience Q&A')).getByRole('button', { name: 'Edit Audience Q&A' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Audience Q&A' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectEmptyCreateDialog();
  });

  it('closes and reopens a chat with its online switch', async () => {
    const double = renderAs('producer');
    await screen.findByText('Audience Q&A');
    fireEvent.click(screen.getByRole('switch', { name: 'Online: Audience Q&A' }));
    expect(await screen.findByText('Chat updated!')).toBeTruthy();
    expect(double.writes).toEqual([{ path: `${chatsPath}/c1`, data: { online: false, updatedAt: serverTime } }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Online: Audience Q&A' }).getAttribute('aria-checked')).toBe('false'));
  });

  it("shows the server's refusal in the catalogue's words", async () => {
    const double = renderAs('producer');
    await screen.findByText('Audience Q&A');
    double.failNext('update', new BackendError('permission-denied', 'refused by policy'));
    fireEvent.click(screen.getByRole('switch', { name: 'Online: Backstage' }));
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
    expect(screen.queryByText('Chat updated!')).toBeNull();
  });

  it('deletes a chat only after Yes', async () => {
    const double = renderAs('owner');
    await screen.findByText('Backstage');
    fireEvent.click(within(row('Backstage')).getByRole('button', { name: 'Delete Backstage' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'No' }));
    expect(double.deletes).toEqual([]);

    fireEvent.click(within(row('Backstage')).getByRole('button', { name: 'Delete Backstage' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Chat deleted!')).toBeTruthy();
    expect(double.deletes).toEqual([`${chatsPath}/c2`]);
    await waitFor(() => expect(screen.queryByText('Backstage')).toBeNull());
  });

  it('shows a viewer the chats read only, without moderation', async () => {
    renderAs('viewer');
    await screen.findByText('Audience Q&A');
    expect(await screen.findByText(/^You can view these chats\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open moderation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy moderation link' })).toBeNull();
  });

  it('lets a producer edit but not create or delete', async () => {
    renderAs('producer');
    await screen.findByRole('button', { name: 'Edit Audience Q&A' });
    expect(screen.queryByRole('button', { name: 'Create chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Audience Q&A' })).toBeNull();
  });

  it("gives an organisation's owner the event's owner controls", async () => {
    const double = createBackendDouble({
      user: ada,
      docs: { ...baseDocs, [`events/${event}`]: { title: 'Launch', organization: 'org1' }, 'resourceAccess/org1/permissions/ada': { permission: 'owner' } },
    });
    renderWithBackend(<ChatsScreen eventId={event} uid="ada" />, double.backend);
    expect(await screen.findByRole('button', { name: 'Create chat' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Delete Backstage' })).toBeTruthy();
  });

  it('lets a moderator open moderation without a link to copy', async () => {
    renderAs('moderator');
    expect(await screen.findByText(/^You can view these chats\./)).toBeTruthy();
    const open = await screen.findByRole('link', { name: 'Open moderation' });
    expect(open.getAttribute('href')).toBe(`/moderation/${event}`);
    expect(screen.queryByRole('button', { name: 'Copy moderation link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Audience Q&A' })).toBeNull();
  });

  it('copies the moderation and tablet links with the token in the fragment', async () => {
    renderAs('producer');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy moderation link' }));
    expect(await screen.findByText('Copied to clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/moderation/${event}#token=tok1`);
    fireEvent.click(button('Copy tablet link'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/moderation/${event}/tablet#token=tok1`));
  });

  it('replaces the link only after confirmation, and copies the new one', async () => {
    const double = renderAs('owner');
    double.answerCall('rotateModerationLink', () => {
      double.seed({ [`moderationLinks/${event}`]: { token: 'tok2', eventID: event, rotatedAt: new Date() } });
      return { token: 'tok2' };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create new link' }));
    const warning = await confirmDialog();
    expect(warning.textContent).toContain('The current link stops working for everyone who has it.');
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(double.calls).toEqual([]);

    fireEvent.click(button('Create new link'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByText('Link updated!')).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'rotateModerationLink', input: { eventId: event } }]);
    // The new token reaches the screen through its listener, shortly after the call answers.
    await waitFor(() => {
      fireEvent.click(button('Copy moderation link'));
      expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/moderation/${event}#token=tok2`);
    });
  });

  it('offers to create the first moderation link', async () => {
    const { [`moderationLinks/${event}`]: _, ...withoutLink } = baseDocs;
    const double = renderAs('producer', withoutLink);
    double.answerCall('rotateModerationLink', () => {
      double.seed({ [`moderationLinks/${event}`]: { token: 'first', eventID: event, rotatedAt: new Date() } });
      return { token: 'first' };
    });
    expect(screen.queryByRole('button', { name: 'Copy moderation link' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Create moderation link' }));
    expect(await screen.findByText('Link created.')).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'rotateModerationLink', input: { eventId: event } }]);
    expect(await screen.findByRole('button', { name: 'Copy tablet link' })).toBeTruthy();
  });

  it("shows a refused rotation in the catalogue's words", async () => {
    const double = renderAs('producer');
    double.answerCall('rotateModerationLink', () => {
      throw new BackendError('permission-denied', 'not allowed');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create new link' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
  });
});
