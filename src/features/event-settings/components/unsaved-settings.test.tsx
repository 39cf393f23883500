// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { AddressAndLinkAway, reloadAsks } from '@tests/doubles/leaving';
import { renderWithBackend } from '@tests/doubles/render';
import { EventSettingsScreen } from './EventSettingsScreen';

/** Issue 30 point 5: registration fields changed but not saved are not lost without a word. */
const docs: Record<string, DocData> = {
  'events/e1': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'prelive', language: 'en', date: new Date(Date.UTC(2026, 5, 12)), organization: 'org1' },
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1'], events: ['e1'] },
  'resourceAccess/org1/permissions/u1': { permission: 'producer' },
};

const address = () => screen.getByLabelText('Address').textContent;

describe('EventSettingsScreen: unsaved changes', () => {
  it('asks before leaving with a changed registration field list, and no longer once it is saved', async () => {
    const double = createBackendDouble({ docs });
    renderWithBackend(
      <>
        <EventSettingsScreen eventId="e1" caller={{ uid: 'u1', email: 'ada@example.com' }} />
        <AddressAndLinkAway />
      </>,
      double.backend,
      { path: '/settings' },
    );
    fireEvent.click(await screen.findByText('Registration', { selector: '[role=tab]' }));
    const email = (await screen.findByText('email', { selector: 'code' })).closest('tr') as HTMLElement;
    fireEvent.click(within(email).getByRole('button', { name: 'Move Email up' }));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    await waitFor(() => expect(reloadAsks()).toBe(true));

    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/settings');

    fireEvent.click(screen.getByText('Update', { selector: 'button span' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(double.calls.filter((c) => c.name === 'updateEventSettings')).toHaveLength(1);
    await waitFor(() => expect(reloadAsks()).toBe(false));
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await waitFor(() => expect(address()).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
