// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { slideControlTexts } from '@domain/presenting/slide-control';
import { encodeInclude, type Include } from '@domain/presenting/presenter-pool';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { PresenterToolScreen } from './PresenterToolScreen';

// The first render loads antd into jsdom: seconds on a loaded machine.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const LINK = 'presenterLinks/l1';
const STREAM = 'events/e1/streams/s1';
const link: DocData = { eventID: 'e1', streamID: 's1', name: 'Ann', email: '', time: 10, deckID: 'd1', chat: true, notes: true, controls: true, expires: 0, token: 'tok' };
const stream = (over: DocData = {}): DocData => ({ title: 'Main hall', streamLive: true, deckID: 'd1', presenterCurrent: 1, chatID: 'c1', presenterPool: [], presenterControl: null, ...over });
const slides = [0, 1, 2].map((i) => ({ url: `https://files.example/s${i}.png`, aspectRatio: 16 / 9, notes: `Say ${i + 1}`, missing: false }));
const ALL: Include = { control: true, notes: true, chat: true };

function show(include: Include | null = ALL, search?: string) {
  const double = createBackendDouble({ docs: { [LINK]: link, [STREAM]: stream() } });
  double.answerCall('presenterSlides', () => ({ decks: [{ id: 'd1', title: 'Talk', slides }] }));
  double.answerCall('joinPresenting', (input) => {
    double.seed({ [STREAM]: stream({ presenterPool: [{ id: 'l1', name: input.name }] }) });
    return {};
  });
  double.answerCall('leavePresenting', () => ({}));
  const query = search ?? `?${new URLSearchParams({ link: 'l1', ...(include ? { include: encodeInclude(include) } : {}) })}`;
  renderWithBackend(<PresenterToolScreen eventId="e1" streamId="s1" linkToken="tok" search={query} />, double.backend);
  return double;
}

async function connect(name: string) {
  fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
}

describe('PresenterToolScreen', () => {
  it('asks for a name, then opens the link and joins the pool; the include parameter decides what shows', async () => {
    const double = show();
    expect(screen.getByRole('heading', { name: 'Presenter tool' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(presenterTexts.toolNameRequired)).toBeTruthy();
    expect(double.linksOpened).toEqual([]);

    await connect('Ann at home');
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    expect(double.linksOpened).toEqual([{ kind: 'presenter', resourceId: 'l1', token: 'tok' }]);
    expect(double.calls.find((c) => c.name === 'joinPresenting')?.input).toMatchObject({ linkId: 'l1', token: 'tok', eventId: 'e1', streamId: 's1', name: 'Ann at home' });
    expect(screen.getByText('Say 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take control' })).toBeTruthy();
    expect(screen.getByText('Chat')).toBeTruthy();
    const gallery = screen.getByRole('list', { name: 'Slide gallery' });
    expect(gallery.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
  });

  it('shows neither control, notes nor chat when the include parameter leaves them out', async () => {
    show({ control: false, notes: true, chat: false });
    await connect('Ann');
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    expect(screen.getByText('Say 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take control' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText('Chat')).toBeNull();
  });

  it('disconnects a presenter the operator removes, and says so', async () => {
    const double = show();
    await connect('Ann');
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    double.seed({ [STREAM]: stream({ presenterPool: [] }) });
    expect(await screen.findByText(presenterTexts.disconnectedByAdmin)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    await waitFor(() => expect(double.linksClosed).toEqual([{ kind: 'presenter', resourceId: 'l1' }]));
  });

  it('leaves the pool on Leave without calling it a removal', async () => {
    const double = show();
    await connect('Ann');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(double.calls.some((c) => c.name === 'leavePresenting')).toBe(true));
    double.seed({ [STREAM]: stream({ presenterPool: [] }) });
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(screen.queryByText(presenterTexts.disconnectedByAdmin)).toBeNull();
    // The page lets go of the link too, so the operator sees the presenter offline.
    await waitFor(() => expect(double.linksClosed).toEqual([{ kind: 'presenter', resourceId: 'l1' }]));
  });

  it('takes control with its own seat; another page of the same link taking it over leaves this one unable to move the slides', async () => {
    const double = show();
    const pool = [{ id: 'l1', name: 'Ann' }];
    double.answerCall('takePresenterControl', () => {
      double.seed({ [STREAM]: stream({ presenterPool: pool, presenterControl: 'l1', presenterSeat: { id: 'seat-tool', keyHash: 'hash' } }) });
      return { seatId: 'seat-tool', seatKey: 'key-tool' };
    });
    double.answerCall('presentSlide', () => ({ onAir: true, seq: 1, at: 1 }));
    await connect('Ann');
    expect(await screen.findByText(slideControlTexts.operatorHolds)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take control' }));
    expect(await screen.findByText('You have control of the slides.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(double.calls.find((c) => c.name === 'presentSlide')?.input).toMatchObject({ linkId: 'l1', seatKey: 'key-tool', index: 2, from: 1 }));

    // The presenter view opened from the same link starts presenting.
    double.seed({ [STREAM]: stream({ presenterPool: pool, presenterControl: 'l1', presenterSeat: { id: 'seat-view', keyHash: 'hash-view' } }) });
    expect(await screen.findByText(slideControlTexts.otherPageTook)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Take control' })).toBeTruthy();
  });

  it('opens nothing without a link in the address', async () => {
    show(null, '?include=' + encodeInclude(ALL));
    expect(await screen.findByText(presenterTexts.noPermission)).toBeTruthy();
  });
});
