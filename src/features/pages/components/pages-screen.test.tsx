// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@domain/pages/page';
import type { Role } from '@domain/permissions/roles';
import { createBackendDouble, testUser, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import type { DocData } from '@/backend/port';
import { PagesScreen } from './PagesScreen';

const EVENT = 'ev1';
const page = (title: string, slug: string, extra: DocData = {}): DocData => ({
  title,
  slug,
  states: ['live'],
  template: 'container',
  visibility: true,
  removed: false,
  published: true,
  createdAt: new Date(2026, 0, 2, 10, 30),
  updatedAt: new Date(2026, 0, 3, 11, 45),
  ...extra,
});

function open(role: Role, createOpen = false): BackendDouble {
  const double = createBackendDouble({
    user: testUser({ uid: 'ada' }),
    docs: {
      [`resourceAccess/${EVENT}/permissions/ada`]: { permission: role },
      [`events/${EVENT}`]: { title: 'Summit', slug: 'summit', frontPage: 'p1' },
      [`${PAGES(EVENT)}/p1`]: page('Home', 'home'),
      [`${PAGES(EVENT)}/p2`]: page('Agenda', 'agenda', { published: false }),
      [`${PAGES(EVENT)}/p3`]: page('Old', 'old', { removed: true }),
    },
  });
  renderWithBackend(<PagesScreen eventId={EVENT} uid="ada" createOpen={createOpen} />, double.backend, { path: '/pages' });
  return double;
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

// The journeys (delete, restore, duplicate, the builder, the public site) are in tests/e2e/pages.spec.ts.
describe('PagesScreen', () => {
  it('shows a producer the active pages with the front page, the public link and times, with Edit and Delete but no owner actions', async () => {
    open('producer');
    const home = await rowOf('Home');
    // Looked up by label rather than by role: role queries walk antd's table slowly under jsdom.
    const labelled = (row: HTMLElement, label: string) => row.querySelector(`[aria-label="${label}"]`);
    expect(within(home).getByText('Front page')).toBeTruthy();
    expect(labelled(home, 'home (public page, opens in a new tab)')?.getAttribute('href')).toBe('/e/summit');
    expect(within(home).getByText('11:45 - 03.01.2026')).toBeTruthy();
    expect(labelled(home, 'Edit Home')?.getAttribute('href')).toBe('/pages/p1');
    expect(labelled(home, 'Delete Home')?.tagName).toBe('BUTTON');
    expect(labelled(home, 'Duplicate Home')).toBeNull();
    expect(within(await rowOf('Agenda')).getByText('Not published')).toBeTruthy();
    expect(screen.queryByText('Old')).toBeNull();
    expect(screen.queryByText('Create a new page')).toBeNull();
  });

  it('opens the create dialog whenever the address becomes /pages/create-page, and closing it returns to /pages (issue 30)', async () => {
    const double = createBackendDouble({ user: testUser({ uid: 'ada' }), docs: { [`resourceAccess/${EVENT}/permissions/ada`]: { permission: 'owner' } } });
    // As the app's router does, both addresses render the same screen, which stays mounted between them.
    const screenAt = (createOpen: boolean) => <PagesScreen key={EVENT} eventId={EVENT} uid="ada" createOpen={createOpen} />;
    renderWithBackend(
      <>
        <Link to="/pages/create-page">Create page link</Link>
        <Routes>
          <Route path="/pages" element={screenAt(false)} />
          <Route path="/pages/create-page" element={screenAt(true)} />
        </Routes>
      </>,
      double.backend,
      { path: '/pages' },
    );
    expect(await screen.findByText('No pages')).toBeTruthy();
    for (let round = 0; round < 2; round++) {
      fireEvent.click(screen.getByRole('link', { name: 'Create page link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a page' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a page' })).toBeNull());
    }
    fireEvent.click(await screen.findByRole('button', { name: /Create a new page/ }));
    expect(await screen.findByRole('dialog', { name: 'Add a page' })).toBeTruthy();
  });

  it('refuses a blank title with the spec message and sends nothing; a title creates the page and says "Page created, redirecting..."', async () => {
    const double = open('owner', true);
    double.answerCall('createPage', () => ({ pageId: 'p9' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Page title'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please give a title for the stream')).toBeTruthy();
    expect(double.calls.filter((c) => c.name === 'createPage')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Page title'), { target: { value: 'Speakers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Page created, redirecting...')).toBeTruthy();
    await waitFor(() =>
      expect(double.calls.find((c) => c.name === 'createPage')?.input).toEqual({
        eventId: EVENT,
        page: { title: 'Speakers', template: 'container', states: ['prelive', 'live', 'on-demand', 'hidden'], tags: [] },
      }),
    );
  });
});
