// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/chats/chat';
import type { DocData } from '@domain/documents/values';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { slideControlTexts } from '@domain/presenting/slide-control';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { PresenterViewScreen } from './PresenterViewScreen';

// The first render loads antd into jsdom: seconds on a loaded machine.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const LINK = 'presenterLinks/l1';
const STREAM = 'events/e1/streams/s1';
const link: DocData = { eventID: 'e1', streamID: 's1', name: 'Ann', email: '', time: 10, deckID: 'd1', chat: true, notes: true, controls: true, expires: 0, token: 'tok' };
const stream = (over: DocData = {}): DocData => ({ title: 'Main hall', streamLive: true, deckID: 'd1', presenterCurrent: 0, chatID: 'c1', presenterPool: [{ id: 'l1', name: 'Ann' }], presenterControl: null, ...over });
/** The seat the view gets from takePresenterControl, as the stream shows it (the server keeps the key's hash). */
const SEAT_A = { id: 'seat-a', keyHash: 'hash-a' };
const slides = [0, 1, 2].map((i) => ({ url: `https://files.example/s${i}.png`, aspectRatio: 16 / 9, notes: `Say ${i + 1}`, missing: false }));

function show(linkToken: string | null = 'tok', docs: Record<string, DocData> = {}, deck = slides) {
  const double = createBackendDouble({ docs: { [LINK]: link, [STREAM]: stream(), ...docs } });
  double.answerCall('presenterSlides', () => ({ decks: [{ id: 'd1', title: 'Talk', slides: deck }] }));
  double.answerCall('joinPresenting', () => ({}));
  double.answerCall('takePresenterControl', () => ({ seatId: 'seat-a', seatKey: 'key-a' }));
  renderWithBackend(<PresenterViewScreen linkId="l1" linkToken={linkToken} />, double.backend);
  return double;
}

describe('PresenterViewScreen', () => {
  it('opens the link, joins the pool and shows My presentation: slide, next slide, notes, Slide X of N, a 5-per-row grid', async () => {
    const double = show();
    expect(screen.getByText(presenterTexts.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Presenter View' })).toBeTruthy();
    expect(double.linksOpened).toEqual([{ kind: 'presenter', resourceId: 'l1', token: 'tok' }]);
    expect(await screen.findByText('Slide 1 of 3')).toBeTruthy();
    expect(screen.getByText('Say 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Next slide, 2' })).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'All slides' });
    expect(grid.style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
    expect(within(grid).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('timer', { name: 'Presenting time left' }).textContent).toBe('10:00');
    await waitFor(() => expect(double.calls.some((c) => c.name === 'joinPresenting')).toBe(true));
  });

  it('shows a slide whose presentation was deleted as deleted, in the frames and the grid, never as a broken image', async () => {
    show('tok', {}, slides.map((slide, i) => (i === 1 ? { ...slide, url: '', missing: true } : slide)));
    const next = await screen.findByRole('img', { name: 'Next slide, 2' });
    expect(next.textContent).toContain(presenterTexts.slideDeleted);
    const grid = screen.getByRole('list', { name: 'All slides' });
    const gone = within(grid).getByRole('button', { name: 'Slide 2, deleted' });
    expect(gone.querySelector('img')).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Slide 3' }).querySelector('img')?.getAttribute('src')).toBe('https://files.example/s2.png');
  });

  it('while not presenting pages through the deck alone (buttons and arrow keys); presenting sends each move and blocks navigation until it is sent', async () => {
    const double = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Slide 3 of 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    expect(double.calls.some((c) => c.name === 'presentSlide')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Start presenting' }));
    await waitFor(() => expect(double.calls.some((c) => c.name === 'takePresenterControl')).toBe(true));
    double.seed({ [STREAM]: stream({ presenterControl: 'l1', presenterSeat: SEAT_A }) });
    expect(await screen.findByRole('button', { name: 'Stop presenting' })).toBeTruthy();
    // Presenting follows the stream, which shows slide 1.
    expect(await screen.findByText('Slide 1 of 3')).toBeTruthy();
    let release: () => void = () => {};
    double.answerCall('presentSlide', () => new Promise((resolve) => (release = () => resolve({ onAir: true, seq: 1, at: 1 }))));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true));
    expect(double.calls.find((c) => c.name === 'presentSlide')?.input).toEqual({ linkId: 'l1', token: 'tok', eventId: 'e1', streamId: 's1', seatKey: 'key-a', index: 1, from: 0 });
    release();
    double.seed({ [STREAM]: stream({ presenterControl: 'l1', presenterSeat: SEAT_A, presenterCurrent: 1 }) });
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows who has control: the operator, another presenter, or another page of the same link, which this page then does not drive', async () => {
    const double = show();
    expect(await screen.findByText(slideControlTexts.operatorHolds)).toBeTruthy();
    double.seed({ [STREAM]: stream({ presenterPool: [{ id: 'l1', name: 'Ann' }, { id: 'l2', name: 'Ben' }], presenterControl: 'l2', presenterSeat: { id: 'seat-b', keyHash: 'hash-b' } }) });
    expect(await screen.findByText('Ben has control of the slides.')).toBeTruthy();
    // The presenter tool opened from this link has control: this view is not presenting.
    double.seed({ [STREAM]: stream({ presenterControl: 'l1', presenterSeat: { id: 'seat-tool', keyHash: 'hash-tool' } }) });
    expect(await screen.findByText(slideControlTexts.otherPage)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start presenting' })).toBeTruthy();

    // This view takes control; then the other page takes it back, and this one says it lost it.
    fireEvent.click(screen.getByRole('button', { name: 'Start presenting' }));
    await waitFor(() => expect(double.calls.some((c) => c.name === 'takePresenterControl')).toBe(true));
    double.seed({ [STREAM]: stream({ presenterControl: 'l1', presenterSeat: SEAT_A }) });
    expect(await screen.findByRole('button', { name: 'Stop presenting' })).toBeTruthy();
    double.seed({ [STREAM]: stream({ presenterControl: 'l1', presenterSeat: { id: 'seat-tool-2', keyHash: 'hash-tool-2' } }) });
    expect(await screen.findByText(slideControlTexts.otherPageTook)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start presenting' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Slide 2 of 3')).toBeTruthy();
    expect(double.calls.some((c) => c.name === 'presentSlide')).toBe(false);
  });

  it('shows the presenter-routed messages in the Message wall', async () => {
    show('tok', {
      [`${MESSAGES('e1', 'c1')}/m1`]: { text: 'A question for you', username: 'Grace', type: 'presenter', createdAt: new Date(2026, 3, 1, 10, 0) },
      [`${MESSAGES('e1', 'c1')}/m2`]: { text: 'Not routed', username: 'Bob', type: 'accepted', createdAt: new Date(2026, 3, 1, 10, 1) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Message wall' }));
    const wall = await screen.findByRole('list', { name: 'Messages for the presenter' });
    expect(within(wall).getByText('A question for you')).toBeTruthy();
    expect(within(wall).queryByText('Not routed')).toBeNull();
  });

  it('tells a presenter the operator removed them', async () => {
    const double = show();
    expect(await screen.findByText('Slide 1 of 3')).toBeTruthy();
    double.seed({ [STREAM]: stream({ presenterPool: [] }) });
    expect(await screen.findByText(presenterTexts.disconnectedByAdmin)).toBeTruthy();
  });

  it('shows a removed presenter that the operator removed them, not a refused link, and opens again when let back', async () => {
    const double = show();
    expect(await screen.findByText('Slide 1 of 3')).toBeTruthy();
    // The removal ends the stream's reads at once; the link's own document says why.
    double.failListeners(STREAM, new BackendError('permission-denied', 'Not allowed.'));
    double.seed({ [LINK]: { ...link, removed: true }, [STREAM]: stream({ presenterPool: [] }) });
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: presenterTexts.removedByOperator })).toBeTruthy();
    expect(within(status).getByText(presenterTexts.removedUntilLetBack)).toBeTruthy();
    expect(screen.queryByText(presenterTexts.noPermission)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    const joins = double.calls.filter((c) => c.name === 'joinPresenting').length;
    double.seed({ [LINK]: { ...link, removed: false }, [STREAM]: stream() });
    expect(await screen.findByText('Slide 1 of 3')).toBeTruthy();
    expect(screen.queryByText(presenterTexts.removedByOperator)).toBeNull();
    await waitFor(() => expect(double.calls.filter((c) => c.name === 'joinPresenting').length).toBeGreaterThan(joins));
  });

  it('shows the no-permission screen without a token, for a refused link, and once the link is revoked', async () => {
    show(null);
    expect(await screen.findByText(presenterTexts.noPermission)).toBeTruthy();
    show('old');
    expect((await screen.findAllByText(presenterTexts.noPermission)).length).toBeGreaterThan(0);
  });

  it('ends the view when its live reads are refused (the link revoked or expired)', async () => {
    const double = show();
    expect(await screen.findByText('Slide 1 of 3')).toBeTruthy();
    double.failListeners(STREAM, new BackendError('permission-denied', 'The link this page was opened with has been replaced or has expired.'));
    expect(await screen.findByText(presenterTexts.noPermission)).toBeTruthy();
    expect(screen.queryByText('Slide 1 of 3')).toBeNull();
  });
});
