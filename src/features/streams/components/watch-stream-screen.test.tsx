// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { WatchStreamScreen } from './WatchStreamScreen';

const EVENT = 'ev1';
const STREAM = 's1';

const callsOf = (double: BackendDouble, name: string) => double.calls.filter((c) => c.name === name).map((c) => c.input as Record<string, unknown>);

function watchPage(double: BackendDouble) {
  renderWithBackend(<WatchStreamScreen eventId={EVENT} streamId={STREAM} />, double.backend, { path: `/watch/${EVENT}/${STREAM}` });
}

describe('WatchStreamScreen, visitor analytics (issue 31)', () => {
  it('counts each load as a visit of one visitor, watches under that visitor, and reports at once when playback comes back', async () => {
    const double = createBackendDouble({
      user: null,
      docs: {
        [`events/${EVENT}`]: { title: 'Launch', status: 'created', state: 'live' },
        [`events/${EVENT}/streams/${STREAM}`]: { title: 'Keynote', type: 'video', streamType: 'default', vod: true, masterVideo: { url: '/recordings/keynote.mp4', duration: 60 } },
      },
    });
    double.answerCall('watchStream', () => ({ title: 'Keynote', state: 'vod', playbackUrl: '/recordings/keynote.mp4', audioOnly: false, streamType: 'default', cueKey: 'k'.repeat(43) }));
    watchPage(double);
    await waitFor(() => expect(callsOf(double, 'recordVisit')).toHaveLength(1));
    const [visit] = callsOf(double, 'recordVisit');
    expect(visit).toEqual({ eventId: EVENT, visitorId: expect.stringMatching(/^[\w-]{22}$/) });
    // The server counted this browser as a new visitor: the same id again is no longer one.
    expect(await double.backend.call('recordVisit', { eventId: EVENT, visitorId: visit.visitorId as string })).toEqual({ unique: false, session: false });

    const video = await waitFor(() => {
      const found = document.querySelector('video');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent(video, new Event('playing'));
    await waitFor(() => expect(callsOf(double, 'startWatching')).toEqual([expect.objectContaining({ eventId: EVENT, streamId: STREAM, visitorId: visit.visitorId })]));
    // The stream stalls (an encoder reconnecting), then plays again: the page says so at once, not 30 s later.
    fireEvent(video, new Event('waiting'));
    await waitFor(() => expect(callsOf(double, 'recordWatch')).toHaveLength(1));
    fireEvent(video, new Event('playing'));
    await waitFor(() => expect(callsOf(double, 'recordWatch')).toHaveLength(2));
    expect(callsOf(double, 'recordWatch')[1]).toMatchObject({ eventId: EVENT, seconds: 0 });

    // A reload is the same visitor.
    cleanup();
    watchPage(double);
    // (The test's own call above was the second.)
    await waitFor(() => expect(callsOf(double, 'recordVisit')).toHaveLength(3));
    expect(callsOf(double, 'recordVisit')[2]).toEqual(visit);
  });
});
