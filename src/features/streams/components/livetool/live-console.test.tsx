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

/** The confirmation with this question (antd names every dialog alike, and says its title twice). */
async function confirmation(question: string): Promise<HTMLElement> {
  const found = await screen.findAllByText(question);
  return found.map((el) => el.closest<HTMLElement>('.ant-modal-confirm')).find((el) => el !== null)!;
}
const closed = (dialog: HTMLElement) => !dialog.isConnected || dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display === 'none';

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

  it('asks before Stop live, a change of event state and Create recording, each dialog closing as soon as confirmed while the call goes on', async () => {
    const onAir = { wowzaID: 't1', transcoderStatus: 'running', live: true, streamLive: true };
    const double = openConsole({ [stream]: { ...keynote, ...onAir } });
    const held: Record<string, () => void> = {};
    const hold = <T,>(name: string, result: T) => new Promise<T>((resolve) => (held[name] = () => resolve(result)));
    double.answerCall('stopLive', () => hold('stopLive', {}));
    double.answerCall('changeEventState', () => hold('changeEventState', { rehearsal: false }));

    const stop = await screen.findByRole('button', { name: 'Stop live' });
    fireEvent.click(stop);
    const stopping = await confirmation('Stop live?');
    expect(double.calls.some((c) => c.name === 'stopLive')).toBe(false);
    fireEvent.click(within(stopping).getByRole('button', { name: 'Stop live' }));
    await waitFor(() => expect(held.stopLive).toBeDefined());
    // The call is still going: the dialog is gone, the button says it is working.
    await waitFor(() => expect(closed(stopping)).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: /Stop live/ }).className).toContain('ant-btn-loading'));
    held.stopLive();

    fireEvent.click(screen.getByRole('button', { name: 'on-demand' }));
    const changing = await confirmation(livetoolMessages.changeStates);
    fireEvent.click(within(changing).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(held.changeEventState).toBeDefined());
    await waitFor(() => expect(closed(changing)).toBe(true));
    expect(screen.getByRole('button', { name: /on-demand/ }).className).toContain('ant-btn-loading');
    held.changeEventState();

    double.answerCall('createRecording', () => hold('createRecording', {}));
    double.seed({ [stream]: { ...keynote, ...onAir, streamLive: false, dropLive: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create recording' }));
    const recording = await confirmation('Create recording?');
    fireEvent.click(within(recording).getByRole('button', { name: 'Create recording' }));
    await waitFor(() => expect(held.createRecording).toBeDefined());
    await waitFor(() => expect(closed(recording)).toBe(true));
    expect(screen.getByRole('button', { name: /Create recording/ }).className).toContain('ant-btn-loading');
    held.createRecording();
  });

  it('offers Close on a stream that has ended', async () => {
    openConsole({ [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2), vod: true } });
    expect(await screen.findByText('This stream has ended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close the live tool' }).getAttribute('href')).toBe('/');
  });
});
