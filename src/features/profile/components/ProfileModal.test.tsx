// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { ProfileModal } from './ProfileModal';

const user = testUser();
const profileDoc = { uid: 'u1', email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', state: 'online' };
/** An image of the user's own library (its id is their uid). */
const PORTRAIT = {
  name: 'me.png',
  nameLowerCase: 'me.png',
  url: '/files/mediaStorage/m1/me.png?token=t',
  size: 2000,
  typeOf: 'image',
  fileType: 'png',
  resourceID: 'u1',
  folderID: 'root',
  createdAt: new Date('2026-11-25T10:30:00Z'),
  status: 'ready',
};

function open() {
  const double = createBackendDouble({
    user,
    docs: { 'users/u1': profileDoc, 'resourceAccess/u1/storage/root': { title: 'My media', root: true, resourceID: 'u1' }, 'mediaStorage/m1': PORTRAIT },
  });
  renderWithBackend(<ProfileModal open onClose={() => {}} user={user} />, double.backend);
  return double;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ProfileModal', () => {
  it('shows the stored names and the email, read-only', async () => {
    open();
    expect(((await screen.findByLabelText('Display name')) as HTMLInputElement).value).toBe('ada');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lovelace');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    // Drawn unlike the editable names (filled, no border, a lock), so it does not look editable.
    expect(email.closest('.ant-input-affix-wrapper')?.className).toContain('ant-input-filled');
    expect(screen.getByLabelText('Display name').className).toContain('ant-input-outlined');
  });

  it('refuses names over the limits with the spec messages and writes nothing', async () => {
    const double = open();
    await screen.findByLabelText('Display name');
    type('Display name', 'a'.repeat(13));
    type('First name', 'b'.repeat(41));
    type('Last name', 'c'.repeat(41));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username can only be 12 charecters long.')).toBeTruthy();
    expect(await screen.findAllByText('This cannot be longer than 40 characters')).toHaveLength(2);
    expect(double.writes).toEqual([]);
  });

  it('saves only the name fields, at their limits', async () => {
    const double = open();
    await screen.findByLabelText('Display name');
    type('Display name', 'a'.repeat(12));
    type('Last name', 'c'.repeat(40));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated!')).toBeTruthy();
    expect(double.writes).toEqual([{ path: 'users/u1', data: { username: 'a'.repeat(12), firstName: 'Ada', lastName: 'c'.repeat(40) } }]);
  });

  it("takes the avatar from the user's own library through the media bank and saves it at once", async () => {
    const double = open();
    const field = await screen.findByRole('group', { name: 'Avatar' });
    fireEvent.click(within(field).getByRole('button', { name: 'Select File' }));
    // Opened over the Profile dialog: in tests antd gives both titles one id, so it is found by its text.
    const bank = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('Mediabank'));
      if (!found) throw new Error('The media bank is not open.');
      return found;
    });
    fireEvent.click(await within(bank).findByRole('button', { name: 'me.png' }));
    fireEvent.click(within(bank).getByRole('button', { name: 'Use selected' }));
    expect(await screen.findByText('Profile updated!')).toBeTruthy();
    const url = new URL(PORTRAIT.url, window.location.origin).toString();
    expect(double.writes).toEqual([{ path: 'users/u1', data: { thumbnail: url } }]);
    expect(await within(field).findByRole('img', { name: 'Avatar' })).toBeTruthy();
  });
});
