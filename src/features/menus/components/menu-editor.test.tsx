// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { defaultMenu, MENU } from '@domain/pages/menu';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { AddressAndLinkAway, reloadAsks } from '@tests/doubles/leaving';
import { renderWithBackend } from '@tests/doubles/render';
import { MenuEditorScreen } from './MenuEditorScreen';

/** Issue 30 point 5: leaving the menu editor with unsaved changes asks first. */
const docs: Record<string, DocData> = {
  'events/e1': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'prelive', organization: 'org1' },
  [MENU('e1', 'm1')]: { ...defaultMenu(() => 0), name: 'Main menu', createdAt: new Date(Date.UTC(2026, 5, 1)) } as unknown as DocData,
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1'], events: ['e1'] },
  'resourceAccess/org1/permissions/u1': { permission: 'producer' },
};

async function openEditor() {
  const double = createBackendDouble({ docs });
  renderWithBackend(
    <>
      <MenuEditorScreen eventId="e1" menuId="m1" uid="u1" />
      <AddressAndLinkAway />
    </>,
    double.backend,
    { path: '/menu/m1' },
  );
  // Editable once the role is read: Update shows then.
  await screen.findByText('Update', { selector: 'button span' });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Renamed menu' } });
  expect(await screen.findByText('Unsaved changes')).toBeTruthy();
  return double;
}

const address = () => screen.getByLabelText('Address').textContent;
const back = () => fireEvent.click(screen.getByRole('link', { name: 'Back to the menus' }));

describe('MenuEditorScreen: unsaved changes', () => {
  it('asks before leaving: Stay keeps the edits, Leave goes; a reload asks the browser', async () => {
    await openEditor();
    await waitFor(() => expect(reloadAsks()).toBe(true));
    back();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Leave without saving?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/menu/m1');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Renamed menu');

    back();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(address()).toBe('/menus'));
  });

  it('lets the editor go without asking once the changes are saved', async () => {
    const double = await openEditor();
    fireEvent.click(screen.getByText('Update', { selector: 'button span' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(double.calls.filter((c) => c.name === 'saveMenu')).toHaveLength(1);
    await waitFor(() => expect(reloadAsks()).toBe(false));
    back();
    await waitFor(() => expect(address()).toBe('/menus'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MenuEditorScreen: a chat’s audience page', () => {
  it('adds a link to one of the event’s chats and saves it as a chat link (issue 29)', async () => {
    const double = createBackendDouble({ docs: { ...docs, 'events/e1/chats/c1': { title: 'Questions', online: true } } });
    renderWithBackend(<MenuEditorScreen eventId="e1" menuId="m1" uid="u1" />, double.backend, { path: '/menu/m1' });
    await screen.findByText('Update', { selector: 'button span' });
    const addChat = screen.getByRole('combobox', { name: 'Add a chat' });
    fireEvent.mouseDown(addChat);
    await screen.findByRole('option', { name: 'Questions' });
    // The only chat is the active option: Enter picks it, as a keyboard user would.
    fireEvent.keyDown(addChat, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const link = await screen.findByTestId('menu-link');
    expect(within(link).getByText('/chat/e1/c1')).toBeTruthy();
    expect((within(link).getByLabelText('Label of Questions') as HTMLInputElement).value).toBe('Questions');
    fireEvent.click(screen.getByText('Update', { selector: 'button span' }));
    await waitFor(() => expect(double.calls.filter((c) => c.name === 'saveMenu')).toHaveLength(1));
    const saved = double.calls.find((c) => c.name === 'saveMenu')!.input as { menu: { pages: unknown[] } };
    expect(saved.menu.pages).toEqual([{ id: 'c1', label: 'Questions', slug: '', kind: 'chat' }]);
    // The chat is in the menu now: it is not offered again.
    expect(screen.getByRole('combobox', { name: 'Add a chat' }).closest('.ant-select')?.className).toContain('ant-select-disabled');
  });
});
