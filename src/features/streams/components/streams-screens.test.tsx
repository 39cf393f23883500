// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/permissions/roles';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import type { DocData } from '@/backend/port';
import { StreamDetailScreen } from './StreamDetailScreen';
import { StreamsScreen } from './StreamsScreen';

const event = 'e1';
const streams = `events/${event}/streams`;

const docs: Record<string, DocData> = {
  [`events/${event}`]: { title: 'Launch' },
  [`${streams}/s1`]: {
    title: 'Keynote',
    description: 'x'.repeat(120),
    streamType: 'videocast',
    videoStream: false,
    date: new Date(2026, 2, 10, 9, 30),
    createdAt: new Date(2026, 0, 2, 8, 0),
    views: 4,
    viewTime: 600,
  },
  [`${streams}/s2`]: { title: 'Backstage', streamType: 'audiocast', videoStream: false, createdAt: new Date(2026, 0, 3, 8, 0), views: 9, viewTime: 90, wowzaID: 't2', transcoderStatus: 'running' },
};

function renderAs(role: Role, ui: 'list' | { stream: string }, extra: Record<string, DocData> = {}) {
  const double = createBackendDouble({ user: testUser({ uid: 'ada' }), docs: { ...docs, ...extra, [`resourceAccess/${event}/permissions/ada`]: { permission: role } } });
  renderWithBackend(ui === 'list' ? <StreamsScreen eventId={event} uid="ada" /> : <StreamDetailScreen eventId={event} streamId={ui.stream} uid="ada" />, double.backend, {
    path: ui === 'list' ? '/streams' : `/live/${ui.stream}`,
  });
  return double;
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('StreamsScreen', () => {
  it('lists every column: poster link, tags, the description cut at 100 characters, statistics, date and created', async () => {
    renderAs('owner', 'list');
    expect(screen.getByRole('status').textContent).toContain('Loading streams');
    expect(await screen.findByText('Keynote')).toBeTruthy();
    const keynote = within(row('Keynote'));
    expect(keynote.getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    expect(keynote.getByText('No transcoder')).toBeTruthy();
    expect(keynote.getByText('Side-By-Side')).toBeTruthy();
    expect(keynote.getByText('Views: 4')).toBeTruthy();
    expect(keynote.getByText('View time: 10 min 00 s')).toBeTruthy();
    expect(keynote.getByText('Average view time: 2 min 30 s')).toBeTruthy();
    expect(keynote.getByText('09:30 @ 10.03.2026')).toBeTruthy();
    expect(keynote.getByRole('link', { name: 'Open Keynote' }).getAttribute('href')).toBe('/live/s1');
    const backstage = within(row('Backstage'));
    expect(backstage.getByText('Add a description')).toBeTruthy();
    expect(backstage.getByText('No date set')).toBeTruthy();
    expect(backstage.getByText('Transcoder waiting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create stream' })).toBeTruthy();
  });

  it('sorts by views, and shows producers no create or delete', async () => {
    renderAs('producer', 'list');
    await screen.findByText('Keynote');
    expect(screen.queryByRole('button', { name: 'Create stream' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Keynote' })).toBeNull();
    fireEvent.click(screen.getByRole('columnheader', { name: /Statistics/ }));
    const titles = () => screen.getAllByRole('row').slice(1).map((r) => (r.textContent?.includes('Keynote') ? 'Keynote' : 'Backstage'));
    await waitFor(() => expect(titles()).toEqual(['Keynote', 'Backstage']));
    fireEvent.click(screen.getByRole('columnheader', { name: /Statistics/ }));
    await waitFor(() => expect(titles()).toEqual(['Backstage', 'Keynote']));
  });

  it('says when there are no streams', async () => {
    const double = createBackendDouble({
      user: testUser({ uid: 'ada' }),
      docs: { [`events/${event}`]: { title: 'Launch' }, [`resourceAccess/${event}/permissions/ada`]: { permission: 'viewer' } },
    });
    renderWithBackend(<StreamsScreen eventId={event} uid="ada" />, double.backend);
    expect(await screen.findByText('There are no streams, please create a stream.')).toBeTruthy();
  });

  it('checks the create modal’s rules before anything is sent', async () => {
    const double = renderAs('owner', 'list');
    fireEvent.click(await screen.findByRole('button', { name: 'Create stream' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Please give a title for the stream')).toBeTruthy();
    expect(double.calls).toEqual([]);
  });

  it('offers a new stream as no meeting, saying what a meeting is', async () => {
    const double = renderAs('owner', 'list');
    fireEvent.click(await screen.findByRole('button', { name: 'Create stream' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByText(/Yes: the speakers meet in a video meeting room that is streamed to the viewers/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Opening' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(double.calls.map((c) => [c.name, (c.input as { stream?: { videoStream?: unknown } }).stream?.videoStream])).toEqual([['createStream', false]]));
    expect(dialog.queryByText('Is it a video stream')).toBeNull();
  });
});

describe('StreamDetailScreen', () => {
  it('says a removed stream has been removed', async () => {
    renderAs('producer', { stream: 'gone' });
    expect(await screen.findByText('This document has been removed.')).toBeTruthy();
  });

  it('shows a starting transcoder with the spec’s texts and its latest event', async () => {
    renderAs('producer', { stream: 's3' }, {
      [`${streams}/s3`]: { title: 'Starting', streamType: 'default', wowzaID: 't3', transcoderStatus: 'starting', webhook: { object_type: 'transcoder', event: 'start.requested' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Starting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transcoder starting' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Encoder' }));
    expect(await screen.findByText('Staring transcoder')).toBeTruthy();
    expect(screen.getByText('This might take a couple of minutes')).toBeTruthy();
    expect(screen.getByText('transcoder · start.requested')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Playback' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a VOD with its tabs, the notice and Processing until its recording is ready', async () => {
    renderAs('viewer', { stream: 'v1' }, { [`${streams}/v1`]: { title: 'Recorded', streamType: 'default', vod: true } });
    expect(await screen.findByText('Stream has been made in to a VOD')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Information', 'Studio', 'Analytics']);
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
