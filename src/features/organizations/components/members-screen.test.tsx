// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiOutput } from '@domain/api/contracts';
import { ROLES, type Role } from '@domain/permissions/roles';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError, type DocData } from '@/backend/port';
import { MembersScreen } from './MembersScreen';

type Profile = ApiOutput<'memberProfiles'>['members'][number];
const profile = (uid: string, fields: Partial<Profile>): Profile => ({
  uid,
  email: '',
  username: '',
  firstName: '',
  lastName: '',
  thumbnail: '',
  state: 'offline',
  lastChanged: null,
  ...fields,
});

const org = 'org1';
const ownerDocs: Record<string, DocData> = {
  [`resourceAccess/${org}`]: { type: 'organization', name: 'Acme', users: ['ada', 'olga', 'bob', 'ghost'] },
  [`resourceAccess/${org}/permissions/ada`]: { permission: 'owner' },
  [`resourceAccess/${org}/permissions/olga`]: { permission: 'owner' },
  [`resourceAccess/${org}/permissions/bob`]: { permission: 'viewer' },
  [`resourceAccess/${org}/permissions/ghost`]: { permission: 'producer' },
  'invites/i1': { resource: org, email: 'pending@example.com', permission: 'producer' },
  'invites/i2': { resource: org, email: 'joined@example.com', status: 'accepted', permission: 'producer' },
  'invites/other': { resource: 'org2', email: 'elsewhere@example.com', permission: 'producer' },
};
const profiles: Profile[] = [
  profile('ada', { username: 'Ada', email: 'ada@example.com', state: 'online' }),
  profile('olga', { firstName: 'Olga', lastName: 'Owner', email: 'olga@example.com', lastChanged: Date.UTC(2024, 0, 15, 9, 30) }),
  profile('bob', { email: 'bob@example.com', firstName: 'Bob', lastName: 'Viewer', username: 'bobby', thumbnail: 'https://files.test/bob.jpg' }),
];

function renderAs(uid: string, docs: Record<string, DocData> = ownerDocs) {
  const double = createBackendDouble({ user: testUser({ uid, email: `${uid}@example.com` }), docs });
  double.answerCall('memberProfiles', () => ({ members: profiles }));
  renderWithBackend(<MembersScreen organizationId={org} uid={uid} />, double.backend, { path: `/member/${org}` });
  return double;
}

// Found by text: naming every row of an antd table by role is slow in jsdom.
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const openMenu = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
// Closed menus stay in the document; the one opened last is the last one.
const menuItem = async (name: string) => (await screen.findAllByRole('menuitem', { name })).at(-1) as HTMLElement;
const confirmDialog = () => screen.findByRole('dialog');
/** Chooses a role with the keyboard, as a user would: open, arrow down to it, Enter. */
async function choosePermission(name: string, from: Role, to: Role) {
  const select = screen.getByRole('combobox', { name: `Permission for ${name}` });
  fireEvent.mouseDown(select);
  for (let i = ROLES.indexOf(from); i < ROLES.indexOf(to); i += 1) fireEvent.keyDown(select, { key: 'ArrowDown', keyCode: 40 });
  fireEvent.keyDown(select, { key: 'Enter', keyCode: 13 });
}

describe('MembersScreen', () => {
  it('says "LOADING" until the role is known, then "No permission." to anyone but an owner, on both tabs', async () => {
    renderAs('bob');
    expect(screen.getByText('LOADING')).toBeTruthy();
    expect(await screen.findByText('No permission.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('Your permission: viewer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    openTab('Invites');
    await waitFor(() => expect(screen.getAllByText('No permission.')).toHaveLength(2));
    expect(screen.queryByText('pending@example.com')).toBeNull();
  });

  it('lets a producer invite but not see the tables', async () => {
    renderAs('ghost');
    expect(await screen.findByText('No permission.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('dialog', { name: 'Send invites to Acme' })).toBeTruthy();
  });

  it('shows an owner the members with names, emails, presence and last seen', async () => {
    const double = renderAs('ada');
    expect(await screen.findByText('bobby')).toBeTruthy();
    expect(within(row('bobby')).getByText('bob@example.com')).toBeTruthy();
    expect(within(row('bobby')).getByRole('img', { name: 'Offline' })).toBeTruthy();
    expect(within(row('bobby')).getByText('Never')).toBeTruthy();
    expect(within(row('Ada')).getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(within(row('Ada')).getByText('Online')).toBeTruthy();
    expect(within(row('Olga Owner')).getByText(/^15\.01\.2024 \d\d:30$/)).toBeTruthy();
    // A member whose profile the call did not return still shows, by uid.
    expect(within(row('ghost')).getByRole('img', { name: 'Offline' })).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'memberProfiles', input: { resourceId: org } }]);
    expect(screen.getByRole('button', { name: 'Add member' })).toBeTruthy();
  });

  it("keeps the caller's own row and other owners' rows read only", async () => {
    renderAs('ada');
    await screen.findByText('bobby');
    expect(screen.queryByRole('combobox', { name: 'Permission for Ada' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Permission for Olga Owner' })).toBeNull();
    expect(within(row('Olga Owner')).getByText('owner')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Permission for bobby' })).toBeTruthy();
    for (const name of ['Ada', 'Olga Owner']) {
      openMenu(name);
      const item = await menuItem('Delete');
      expect(item.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(item);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('changes a permission, writes the record and says so', async () => {
    const double = renderAs('ada');
    await screen.findByText('bobby');
    await choosePermission('bobby', 'viewer', 'moderator');
    expect(await screen.findByText('Permission updated')).toBeTruthy();
    expect(double.writes).toContainEqual({ path: `resourceAccess/${org}/permissions/bob`, data: { permission: 'moderator' } });
    // The select also announces its value to screen readers, so the text appears more than once.
    await waitFor(() => expect(within(row('bobby')).queryByText('viewer')).toBeNull());
    expect(within(row('bobby')).getAllByText('moderator').length).toBeGreaterThan(0);
  });

  it("shows a refused change in the catalogue's words and keeps the old permission", async () => {
    const double = renderAs('ada');
    await screen.findByText('bobby');
    double.failNext('update', new BackendError('permission-denied', 'refused by policy'));
    await choosePermission('bobby', 'viewer', 'producer');
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
    expect(screen.queryByText('Permission updated')).toBeNull();
    expect(within(row('bobby')).getAllByText('viewer').length).toBeGreaterThan(0);
    expect(within(row('bobby')).queryByText('producer')).toBeNull();
  });

  it('removes a member only after Yes, and says so', async () => {
    const double = renderAs('ada');
    await screen.findByText('bobby');
    openMenu('bobby');
    fireEvent.click(await menuItem('Delete'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'No' }));
    expect(double.deletes).toEqual([]);

    openMenu('bobby');
    fireEvent.click(await menuItem('Delete'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User removed from resource!')).toBeTruthy();
    expect(double.deletes).toEqual([`resourceAccess/${org}/permissions/bob`]);
    expect(double.writes).toContainEqual({ path: `resourceAccess/${org}`, data: { users: { __sentinel__: 'arrayRemove', values: ['bob'] } } });
    await waitFor(() => expect(screen.queryByText('bobby')).toBeNull());
    // A changed set of members means the profiles are asked for again.
    expect(double.calls).toHaveLength(2);
  });

  it("shows a refused removal in the catalogue's words and keeps the member", async () => {
    const double = renderAs('ada');
    await screen.findByText('bobby');
    double.failNext('batch', new BackendError('unavailable', 'offline'));
    openMenu('bobby');
    fireEvent.click(await menuItem('Delete'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/^Database connection fail/)).toBeTruthy();
    expect(double.deletes).toEqual([]);
    expect(screen.getByText('bobby')).toBeTruthy();
  });

  it('asks for presence again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const double = renderAs('ada');
      await screen.findByText('bobby');
      expect(within(row('bobby')).getByRole('img', { name: 'Offline' })).toBeTruthy();
      double.answerCall('memberProfiles', () => ({ members: profiles.map((p) => (p.uid === 'bob' ? { ...p, state: 'online' } : p)) }));
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(within(row('bobby')).getByRole('img', { name: 'Online' })).toBeTruthy());
      expect(double.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a profile read only in an 800 wide dialog', async () => {
    renderAs('ada');
    await screen.findByText('bobby');
    openMenu('bobby');
    fireEvent.click(await menuItem('Profile'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Profile of bobby')).toBeTruthy();
    expect(dialog.style.width).toBe('800px');
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect([field('Display name').value, field('First name').value, field('Last name').value, field('Email').value]).toEqual([
      'bobby',
      'Bob',
      'Viewer',
      'bob@example.com',
    ]);
    // Read only, yet readable: not greyed out as a disabled input, and not drawn as an editable one.
    for (const label of ['Display name', 'First name', 'Last name', 'Email']) {
      expect(field(label).readOnly).toBe(true);
      expect(field(label).disabled).toBe(false);
      expect(field(label).closest('.ant-input-affix-wrapper')?.className).toContain('ant-input-filled');
    }
  });

  it("shows a failed profile call in the catalogue's words", async () => {
    const double = createBackendDouble({ user: testUser({ uid: 'ada', email: 'ada@example.com' }), docs: ownerDocs });
    double.answerCall('memberProfiles', () => Promise.reject(new BackendError('unavailable', 'down')));
    renderWithBackend(<MembersScreen organizationId={org} uid="ada" />, double.backend);
    expect((await screen.findByRole('alert')).textContent).toContain('Database connection fail');
  });

  it('shows invites as "Processing" or "accepted" and removes one after Yes', async () => {
    const double = renderAs('ada');
    openTab('Invites');
    expect(await screen.findByText('pending@example.com')).toBeTruthy();
    expect(within(row('pending@example.com')).getByText('Processing')).toBeTruthy();
    expect(within(row('joined@example.com')).getByText('accepted')).toBeTruthy();
    expect(screen.queryByText('elsewhere@example.com')).toBeNull();

    openMenu('the invite to pending@example.com');
    fireEvent.click(await menuItem('Remove'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invite deleted.')).toBeTruthy();
    expect(double.deletes).toEqual(['invites/i1']);
    await waitFor(() => expect(screen.queryByText('pending@example.com')).toBeNull());
  });

  it('shows an invite\'s first name when it has one, and "No invites" when there are none', async () => {
    const double = renderAs('ada', { ...ownerDocs, 'invites/i2': { resource: org, email: 'carol@example.com', firstName: 'Carol' } });
    openTab('Invites');
    expect(await screen.findByText('Carol')).toBeTruthy();
    double.seed({ 'invites/i1': null, 'invites/i2': null });
    expect(await screen.findByText('No invites')).toBeTruthy();
  });

  it("tells a member who loses access while the page is open, in the catalogue's words", async () => {
    const double = renderAs('ada');
    await screen.findByText('bobby');
    const denied = new BackendError('permission-denied', 'no longer a member');
    double.failListeners(`resourceAccess/${org}`, denied);
    double.failListeners(`resourceAccess/${org}/permissions`, denied);
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have access to this resource");
    expect(screen.queryByText('bobby')).toBeNull();
  });
});
