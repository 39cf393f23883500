// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '@domain/api/contracts';
import { STREAM_CUES } from '@domain/livetool/stream-cues';
import { createBackendDouble, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { WATCH_TEXTS } from '@/ui/player/WatchStream';
import { WatchStreamScreen } from './WatchStreamScreen';

const EVENT = 'ev1';
const STREAM = 's1';
const CUE_KEY = 'k'.repeat(43);
const LIVE_ADDRESS = '/hls/t1/viewer/master.m3u8';

type Answer = ApiOutput<'watchStream'>;
const answer = (state: Answer['state'], playbackUrl: string | null): Answer => ({ title: 'Keynote', state, playbackUrl, audioOnly: false, streamType: 'default', cueKey: CUE_KEY });

/** The /watch page of a stream on air, its viewer's player showing; `next` is what watchStream answers from then on. */
async function watchingLive() {
  const double = createBackendDouble({
    user: null,
    docs: {
      [`events/${EVENT}`]: { title: 'Launch', status: 'created', state: 'live' },
      [`events/${EVENT}/streams/${STREAM}`]: { title: 'Keynote', type: 'video', streamType: 'default' },
      [STREAM_CUES(EVENT, STREAM, CUE_KEY)]: { seq: 0, onAir: true },
    },
  });
  let current = answer('live', LIVE_ADDRESS);
  double.answerCall('watchStream', () => current);
  renderWithBackend(<WatchStreamScreen eventId={EVENT} streamId={STREAM} />, double.backend, { path: `/watch/${EVENT}/${STREAM}` });
  expect(await screen.findByText('LIVE')).toBeTruthy();
  const video = await waitFor(() => {
    const found = document.querySelector('video');
    expect(found?.getAttribute('src')).toBe(LIVE_ADDRESS);
    return found!;
  });
  /** The operator stops (or makes the recording): the cue log says off air, the page asks again. */
  const offAir = async (next: Answer) => {
    current = next;
    double.seed({ [STREAM_CUES(EVENT, STREAM, CUE_KEY)]: { seq: 0, onAir: false } });
    await waitFor(() => expect(screen.queryByText('LIVE')).toBeNull());
  };
  return { double, video, offAir };
}

const watchCalls = (double: BackendDouble) => double.calls.filter((c) => c.name === 'watchStream').length;

describe('a viewer at the end of a live (issue 29)', () => {
  it('plays on past Stop live until playback reaches the end, then shows that the stream has ended', async () => {
    const { double, video, offAir } = await watchingLive();
    fireEvent(video, new Event('playing'));
    const asked = watchCalls(double);
    await offAir(answer('ended', LIVE_ADDRESS));
    expect(watchCalls(double)).toBeGreaterThan(asked);
    // The page knows it has ended; the viewer, seconds behind, still plays the same player.
    expect(document.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe(LIVE_ADDRESS);
    expect(screen.queryByText(WATCH_TEXTS.ended)).toBeNull();

    fireEvent(video, new Event('ended'));
    expect(await screen.findByText(WATCH_TEXTS.ended)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Ended');
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the replay once the recording is ready, after the live played to its end', async () => {
    const { video, offAir } = await watchingLive();
    fireEvent(video, new Event('playing'));
    await offAir(answer('vod', '/recordings/t1.mp4'));
    expect(document.querySelector('video')).toBe(video);
    fireEvent(video, new Event('ended'));
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/recordings/t1.mp4'));
  });

  it('keeps the player of a viewer who paused after playing, who can watch the rest', async () => {
    const { video, offAir } = await watchingLive();
    fireEvent(video, new Event('playing'));
    fireEvent(video, new Event('pause'));
    await offAir(answer('ended', LIVE_ADDRESS));
    expect(document.querySelector('video')).toBe(video);
    fireEvent(video, new Event('ended'));
    expect(await screen.findByText(WATCH_TEXTS.ended)).toBeTruthy();
  });

  it('shows the ended state at once to a viewer whose player never played', async () => {
    const { offAir } = await watchingLive();
    await offAir(answer('ended', LIVE_ADDRESS));
    expect(await screen.findByText(WATCH_TEXTS.ended)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the ended state at once where the encoder closes no playlist for viewers', async () => {
    const { video, offAir } = await watchingLive();
    fireEvent(video, new Event('playing'));
    await offAir(answer('ended', null));
    expect(await screen.findByText(WATCH_TEXTS.ended)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });
});
