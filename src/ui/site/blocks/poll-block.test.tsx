// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CUE_LOG, withCue } from '@domain/livetool/stream-cues';
import { voteMessages } from '@domain/polls/vote';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { keepSitePass } from '@/lib/site-pass';
import { SiteBackendProvider } from '@/lib/site-backend';
import { StreamInjectCards } from '@/ui/polls/StreamInjectCards';
import { SiteServicesContext } from '../site-services';
import { PollBlock, pollBlockTexts } from './PollBlock';

const POLL_PATH = 'events/ev1/polls/q1';
const poll = (active: boolean, voters = 'anyone') => ({ question: 'Which talk next?', subtext: 'One vote each', type: 'select', chart: 'bar', data: { a: { text: 'Rust', value: 0 }, b: { text: 'Go', value: 1 } }, active, voters });

/** The block as a signed-out viewer sees it (the site signs nobody in). */
function show(pollId: string, eventId?: string, active = true, voters = 'anyone') {
  const double = createBackendDouble({ user: null, docs: { 'events/ev1': { title: 'Launch' }, [POLL_PATH]: poll(active, voters) } });
  render(
    <SiteBackendProvider value={double.backend}>
      <SiteServicesContext.Provider value={eventId ? { eventId } : {}}>
        <PollBlock pollId={pollId} />
      </SiteServicesContext.Provider>
    </SiteBackendProvider>,
  );
  return double;
}

/** A page as a signed-out viewer sees it: its Poll blocks and, under a stream's player, the poll the operator activated. */
function showPage(pollBlocks: string[]) {
  const double = createBackendDouble({ user: null, docs: { 'events/ev1': { title: 'Launch' }, [POLL_PATH]: poll(true) } });
  const options = [{ id: 'a', text: 'Rust' }, { id: 'b', text: 'Go' }];
  const injected = { id: 'q1', question: 'Which talk next?', subtext: '', type: 'select' as const, chart: 'bar' as const, options };
  const { log } = withCue(EMPTY_CUE_LOG, { kind: 'poll', poll: injected }, 1_000);
  render(
    <SiteBackendProvider value={double.backend}>
      <SiteServicesContext.Provider value={{ eventId: 'ev1' }}>
        {pollBlocks.map((pollId, i) => (
          <PollBlock key={i} pollId={pollId} />
        ))}
        <StreamInjectCards eventId="ev1" log={log} moment={2_000} />
      </SiteServicesContext.Provider>
    </SiteBackendProvider>,
  );
  return double;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the Poll block', () => {
  it('shows the poll, takes one vote and thanks the voter, keeping the voter token the server issues', async () => {
    const double = show('q1', 'ev1');
    double.answerCall('votePoll', () => ({ voterToken: 'token-1' }));
    expect(await screen.findByRole('heading', { name: 'Which talk next?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(voteMessages.optionRequired);
    fireEvent.click(screen.getByRole('radio', { name: 'Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${voteMessages.thanks} Your answer: Go`));
    expect(double.calls).toEqual([{ name: 'votePoll', input: { eventId: 'ev1', pollId: 'q1', optionId: 'b' } }]);
    expect(localStorage.getItem('eventdesk.pollVoter.ev1')).toBe('token-1');
  });

  it('sends the event’s voter token and site pass with the vote', async () => {
    localStorage.setItem('eventdesk.pollVoter.ev1', 'token-1');
    localStorage.setItem('eventdesk.pollVoter.ev2', 'token-of-another-event');
    keepSitePass('ev1', 'pass-1');
    const double = show('q1', 'ev1');
    double.answerCall('votePoll', () => ({ voterToken: 'token-1' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Rust' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(double.calls).toEqual([{ name: 'votePoll', input: { eventId: 'ev1', pollId: 'q1', optionId: 'a', voterToken: 'token-1', pass: 'pass-1' } }]));
  });

  it('says why a poll for signed-in users refuses a signed-out viewer’s vote', async () => {
    show('q1', 'ev1', true, 'signed-in');
    fireEvent.click(await screen.findByRole('radio', { name: 'Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(voteMessages.signInToVote);
    expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();
  });

  it('says a closed poll is not open, and what it will show where nothing can vote', async () => {
    const double = show('q1', 'ev1', false);
    expect(await screen.findByText(voteMessages.notActive)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    double.seed({ [POLL_PATH]: poll(true) });
    expect(await screen.findByRole('button', { name: 'Vote' })).toBeTruthy();
    cleanup();
    show('q1');
    expect(screen.getByText(pollBlockTexts.canvas)).toBeTruthy();
    cleanup();
    show('', 'ev1');
    expect(screen.getByText(pollBlockTexts.noPoll)).toBeTruthy();
  });

  it('lays the options out as a list', async () => {
    show('q1', 'ev1');
    await screen.findByRole('heading', { name: 'Which talk next?' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rust', 'Go']);
  });
});

describe('the active poll on a page', () => {
  it('shows once, in the page’s Poll block, and under the player only when no block shows it', async () => {
    showPage(['q1']);
    await waitFor(() => expect(screen.queryByText(pollBlockTexts.loading)).toBeNull());
    expect(screen.getAllByRole('heading', { name: 'Which talk next?' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Vote' })).toHaveLength(1);
    cleanup();
    showPage([]);
    expect(screen.getAllByRole('heading', { name: 'Which talk next?' })).toHaveLength(1);
  });

  it('tells every copy of the poll the viewer’s vote as soon as it is cast', async () => {
    const double = showPage(['q1', 'q1']);
    double.answerCall('votePoll', () => ({ voterToken: 'token-1' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Vote' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('radio', { name: 'Go' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Vote' })[0]!);
    const thanks = `${voteMessages.thanks} Your answer: Go`;
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([thanks, thanks]));
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });
});
