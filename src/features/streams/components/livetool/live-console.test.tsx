// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import type { DocData } from '@/backend/port';
import { LiveConsoleScreen } from './LiveConsoleScreen';

const event = 'e1';
const stream = `events/${event}/streams/s1`;

function openConsole(extra: Record<string, DocData>) {
  const double = createBackendDouble({
    user: testUser({ uid: 'ada' }),
    docs: {
      [`events/${event}`]: { title: 'Launch', slug: 'launch' },
      [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2) },
      [`resourceAccess/${event}/permissions/ada`]: { permission: 'producer' },
      ...extra,
    },
  });
  renderWithBackend(<LiveConsoleScreen eventId={event} streamId="s1" chat={<p>Chat</p>} />, double.backend, { path: '/livetool/s1' });
  return double;
}

describe('the live console', () => {
  it('shows where the encoder publishes once the transcoder exists, the key hidden until revealed', async () => {
    const double = openConsole({});
    await screen.findByRole('heading', { name: 'Keynote' });
    expect(screen.queryByText('Encoder connection')).toBeNull();
    double.seed({
      [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2), wowzaID: 't1', transcoderStatus: 'stopped' },
      [`${stream}/settings/wowza`]: { rtmp: 'rtmp://ingest.example/app', transcoder: { stream_name: 'secret-key-1' } },
    });
    const panel = within(await screen.findByRole('complementary', { name: 'Player and chat' }));
    expect(await panel.findByText('rtmp://ingest.example/app')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Copy ingest URL' })).toBeTruthy();
    expect(panel.queryByText('secret-key-1')).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'Show stream key' }));
    expect(panel.getByText('secret-key-1')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Copy stream key' })).toBeTruthy();
  });

  it('closes Mark chapter once the chapter is marked, focus back on its button', async () => {
    const onAir = { wowzaID: 't1', transcoderStatus: 'running', live: true, streamLive: true };
    const double = openConsole({ [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2), ...onAir } });
    double.answerCall('markChapter', () => ({ onAir: true, seq: 1, at: 5_000 }));
    const open = await screen.findByRole('button', { name: 'Mark chapter' });
    fireEvent.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark chapter' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Questions' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark' }));
    expect(await screen.findByText('Chapter marked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark chapter' })).toBeNull());
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // The console's keys work again: focus is not left in the closed form.
    expect(document.activeElement).toBe(open);
  });

  it('offers Close on a stream that has ended', async () => {
    openConsole({ [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2), vod: true } });
    expect(await screen.findByText('This stream has ended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close the live tool' }).getAttribute('href')).toBe('/');
  });
});
