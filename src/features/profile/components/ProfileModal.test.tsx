// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { ProfileModal } from './ProfileModal';

const user = testUser();
const profileDoc = { uid: 'u1', email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', state: 'online' };

function open() {
  const double = createBackendDouble({ user, docs: { 'users/u1': profileDoc } });
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

  it.each([
    [new File(['gif'], 'a.gif', { type: 'image/gif' }), 'You can only upload JPG/PNG file!'],
    [new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }), 'Image must smaller than 2MB!'],
  ])('refuses the avatar %s', async (file, message) => {
    const double = open();
    const input = await screen.findByLabelText('Upload avatar');
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    expect(double.uploads).toEqual([]);
  });
});
