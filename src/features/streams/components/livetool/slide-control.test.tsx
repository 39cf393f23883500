// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slideControlTexts } from '@domain/presenting/slide-control';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import type { DocData } from '@/backend/port';
import { LiveConsoleScreen } from './LiveConsoleScreen';

// The first render loads antd (and the first question its modal) into jsdom: seconds on a
// loaded machine, past 5 s at load 18 with other screen tests beside it.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

const event = 'e1';
const stream = `events/${event}/streams/s1`;
const slides = [0, 1, 2, 3, 4].map((i) => ({ url: `https://files.example/s${i}.png`, notes: `Say ${i + 1}`, aspectRatio: 16 / 9 }));
/** Ann took control and moved to slide 3; the server moved the next-up pane with her. */
const annHolds: DocData = { presenterPool: [{ id: 'l1', name: 'Ann' }], presenterControl: 'l1', presenterSeat: { id: 'seat-a', keyHash: 'hash-a' }, presenterCurrent: 2, presenterNext: 2 };

function openConsole(over: DocData) {
  const double = createBackendDouble({
    user: testUser({ uid: 'ada' }),
    docs: {
      [`events/${event}`]: { title: 'Launch', slug: 'launch' },
      [`events/${event}/decks/d1`]: { title: 'Talk deck', slides, createdAt: new Date(2026, 0, 3) },
      [stream]: { title: 'Keynote', streamType: 'videocast', videoStream: false, createdAt: new Date(2026, 0, 2), deckID: 'd1', presenterCurrent: 0, presenterNext: 0, ...over },
      [`resourceAccess/${event}/permissions/ada`]: { permission: 'producer' },
    },
  });
  renderWithBackend(<LiveConsoleScreen eventId={event} streamId="s1" chat={<p>Chat</p>} />, double.backend, { path: '/livetool/s1' });
  return double;
}

const cuts = (double: ReturnType<typeof openConsole>) => double.calls.filter((c) => c.name === 'cutSlide');

describe('control of the slides in the console', () => {
  it('shows the presenter who holds control and their slide, next-up on it; Cut and Space ask before taking control back', async () => {
    const double = openConsole(annHolds);
    expect(await screen.findByText(slideControlTexts.presenterHolds('Ann', 2))).toBeTruthy();
    expect(screen.getByText('Ann has control of the slides, on slide 3.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Next up: slide 3' })).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: /^Next up/ })).getByText('Slide 3 of 5')).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: /^PROGRAM/ })).getByText('Slide 3 of 5')).toBeTruthy();

    // Space asks; No leaves everything as it is.
    fireEvent.keyDown(window, { key: ' ' });
    const ask = await screen.findByRole('dialog');
    expect(ask.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Take control from Ann?');
    expect(within(ask).getByText(slideControlTexts.takeHint('Ann'))).toBeTruthy();
    // A second key while the question is open asks nothing more.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cuts(double)).toEqual([]);
    expect(double.calls.some((c) => c.name === 'moveNextUp')).toBe(false);

    // Cut asks too; Take control hands control back to the operator and cuts.
    fireEvent.click(screen.getByRole('button', { name: 'Cut' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: slideControlTexts.takeButton }));
    await waitFor(() => expect(cuts(double).map((c) => c.input)).toEqual([{ eventId: event, streamId: 's1', deckId: 'd1', index: 2, takeOver: true }]));
    expect(await screen.findByText(slideControlTexts.operatorHolds)).toBeTruthy();
    expect(screen.queryByText(/Ann has control/)).toBeNull();

    // Back in the operator's hands, the keys act at once.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(double.calls.find((c) => c.name === 'moveNextUp')?.input).toMatchObject({ direction: 'next', takeOver: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the operator has control when no presenter holds it, and cuts without asking', async () => {
    const double = openConsole({ presenterPool: [{ id: 'l1', name: 'Ann' }], presenterControl: null });
    expect(await screen.findByText(slideControlTexts.operatorHolds)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Next up: slide 1' })).toBeTruthy();
    fireEvent.keyDown(window, { key: ' ' });
    await waitFor(() => expect(cuts(double).map((c) => c.input)).toEqual([{ eventId: event, streamId: 's1', deckId: 'd1', index: 0, takeOver: false }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
