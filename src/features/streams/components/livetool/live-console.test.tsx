// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slidesFrom } from '@domain/decks/deck';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { folderPath, mediaPath } from '@domain/media/media-record';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { makePptx, slideNotes } from '@tests/doubles/media-fixtures';
import { renderWithBackend } from '@tests/doubles/render';
import type { DocData } from '@/backend/port';
import { LiveConsoleScreen } from './LiveConsoleScreen';

const event = 'e1';
const stream = `events/${event}/streams/s1`;
const keynote = { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2) };

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

  it('shows each pane’s speaker notes from a real pptx, and slides whose presentation was deleted as missing, never to be cut', async () => {
    const double = openConsole({ [folderPath(event, 'root')]: { title: 'Launch', root: true, folders: [], resourceID: event } });
    const pptx = await makePptx(3);
    const { processId } = await double.backend.media.upload({ resourceId: event, folderId: 'root', name: 'Talk.pptx', file: new Blob([new Uint8Array(pptx)]) });
    const record = await waitFor(
      async () => {
        const doc = await double.backend.docs.get<{ status: string; name: string; slides: { url: string; notes: string }[] }>(mediaPath(processId));
        if (doc.data?.status !== 'ready') throw new Error(`the pptx is ${doc.data?.status ?? 'not stored'}`);
        return doc.data;
      },
      { timeout: 90_000, interval: 250 },
    );
    const deck = `events/${event}/decks/d1`;
    double.seed({
      [deck]: { title: 'Talk deck', slides: slidesFrom([{ id: processId, name: record.name, slides: record.slides }]), createdAt: new Date(2026, 0, 3) },
      [stream]: { ...keynote, deckID: 'd1', presenterCurrent: 0, presenterNext: 1 },
    });
    const program = within(await screen.findByRole('figure', { name: /^PROGRAM/ }));
    const nextUp = within(screen.getByRole('figure', { name: /^Next up/ }));
    expect((await program.findByRole('region', { name: 'Notes of PROGRAM' })).textContent).toBe(slideNotes(1));
    expect(nextUp.getByRole('region', { name: 'Notes of Next up' }).textContent).toBe(slideNotes(2));
    expect(program.getByRole('img', { name: 'PROGRAM: slide 1' })).toBeTruthy();

    // The presentation is deleted from the media bank: no broken images, the loss said in words, no cut.
    double.seed({ [mediaPath(processId)]: null });
    expect(await program.findByRole('img', { name: 'PROGRAM: slide 1 is missing' })).toBeTruthy();
    expect(program.getByText(livetoolMessages.slideMissing(0))).toBeTruthy();
    expect(nextUp.getByRole('img', { name: 'Next up: slide 2 is missing' })).toBeTruthy();
    expect(screen.getByText(livetoolMessages.missingSlides(3))).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Slide 3 is missing: deleted from the media bank' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cut' }).hasAttribute('disabled')).toBe(true);
  }, 120_000);

  it('offers Close on a stream that has ended', async () => {
    openConsole({ [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2), vod: true } });
    expect(await screen.findByText('This stream has ended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close the live tool' }).getAttribute('href')).toBe('/');
  });
});
