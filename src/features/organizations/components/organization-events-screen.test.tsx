// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { OrganizationEventsScreen } from './OrganizationEventsScreen';

const organization = { type: 'organization', name: 'Acme', users: ['u1'], events: ['summit', 'webinar', 'gala', 'gone', 'secret'] };
const events: Record<string, DocData> = {
  'events/summit': { title: 'Spring Summit', status: 'created', state: 'live', date: new Date(2026, 3, 1, 9, 30), tags: ['finance'], organization: 'org1' },
  'events/webinar': { title: 'Autumn Webinar', status: 'created', state: 'prelive', date: new Date(2026, 9, 12, 18, 5), tags: ['Investors'], organization: 'org1' },
  'events/gala': { title: 'Winter Gala', status: 'event-created', state: 'prelive', date: new Date(2025, 11, 24, 20, 0), tags: [], organization: 'org1' },
  'events/secret': { title: 'Board Meeting', status: 'created', state: 'live', date: new Date(2026, 0, 1), tags: [], organization: 'org1' },
};

type Setup = { role?: string | null; docs?: Record<string, DocData>; denied?: string[]; organizationId?: string };

function show({ role = 'owner', docs = {}, denied = ['events/secret'], organizationId = 'org1' }: Setup = {}) {
  const permission: Record<string, DocData> = role ? { 'resourceAccess/org1/permissions/u1': { permission: role } } : {};
  const double = createBackendDouble({ docs: { 'resourceAccess/org1': organization, ...permission, ...events, ...docs }, denied });
  const onOpenEvent = vi.fn();
  renderWithBackend(<OrganizationEventsScreen organizationId={organizationId} uid="u1" onOpenEvent={onOpenEvent} />, double.backend);
  return { onOpenEvent, double };
}

const rows = async () => within(await screen.findByRole('list', { name: 'Organisation events' })).getAllByRole('listitem');
const titles = async () => (await rows()).map((row) => row.textContent);
const search = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value } });

describe('OrganizationEventsScreen', () => {
  it('says LOADING until the organisation is found, then shows its name and events', async () => {
    show();
    expect(screen.getByRole('status').textContent).toBe('LOADING');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Events' })).toBeTruthy();
    expect(screen.queryByText('LOADING')).toBeNull();
    expect(screen.getByText(/Every event this organisation runs is listed here/)).toBeTruthy();
    expect(await titles()).toEqual([
      'Autumn Webinar' + 'prelive' + '18:05 - 12.10.2026',
      'Spring Summit' + 'live' + '09:30 - 01.04.2026',
      'Winter Gala' + 'Creating event...' + 'prelive' + '20:00 - 24.12.2025',
    ]);
  });

  it('opens a ready event and offers nothing to click on one still being created', async () => {
    const { onOpenEvent } = show();
    const [webinar, , gala] = await rows();
    fireEvent.click(within(webinar).getByRole('button', { name: 'Autumn Webinar' }));
    expect(onOpenEvent).toHaveBeenCalledWith('webinar');
    expect(within(gala).queryByRole('button')).toBeNull();
  });

  it('searches titles case-insensitively, falls back to tags, and restores the list when cleared', async () => {
    show();
    await rows();
    search('SUMMIT');
    expect(await titles()).toEqual([expect.stringContaining('Spring Summit')]);
    search('investors');
    expect(await titles()).toEqual([expect.stringContaining('Autumn Webinar')]);
    search('nothing like this');
    expect(screen.getByText('No events match "nothing like this"')).toBeTruthy();
    search('');
    expect(await rows()).toHaveLength(3);
  });

  it.each(['owner', 'producer'])('lets the %s add members through the invite dialog', async (role) => {
    show({ role });
    fireEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('dialog', { name: 'Send invites to Acme' })).toBeTruthy();
  });

  it.each(['viewer', 'moderator'])('shows no "Add member" to the %s', async (role) => {
    show({ role });
    await screen.findByRole('heading', { level: 1, name: 'Acme Events' });
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
  });

  it('follows the organisation and its events as they change', async () => {
    const { double } = show({ role: 'viewer' });
    await rows();
    // An owner elsewhere promotes the user and renames the organisation.
    double.seed({ 'resourceAccess/org1/permissions/u1': { permission: 'producer' }, 'resourceAccess/org1': { ...organization, name: 'Acme Group' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Group Events' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add member' })).toBeTruthy();
    double.seed({ 'events/gala': { ...events['events/gala'], status: 'created' } });
    expect(await screen.findByRole('button', { name: 'Winter Gala' })).toBeTruthy();
  });

  it('says so when the organisation has no events', async () => {
    show({ docs: { 'resourceAccess/org1': { ...organization, events: [] } } });
    expect(await screen.findByText('No events in this organisation yet')).toBeTruthy();
  });

  it('refuses a member without a permission record', async () => {
    show({ role: null });
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acme Events' })).toBeNull();
  });

  it('refuses an organisation the user may not read', async () => {
    show({ denied: ['resourceAccess/org1'] });
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
  });

  it('refuses an organisation that does not exist as one the user may not read (the server tells them apart to no one)', async () => {
    show({ organizationId: 'nowhere' });
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
    expect(screen.queryByText('Organisation not found')).toBeNull();
  });

  it('does not take an event record for an organisation', async () => {
    show({ docs: { 'resourceAccess/org1': { type: 'event', name: 'Acme', users: ['u1'] } } });
    expect(await screen.findByText('Organisation not found')).toBeTruthy();
  });
});
