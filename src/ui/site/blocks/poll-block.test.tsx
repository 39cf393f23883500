// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { voteMessages } from '@domain/polls/vote';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { SiteBackendProvider } from '@/lib/site-backend';
import { SiteServicesContext } from '../site-services';
import { PollBlock, pollBlockTexts } from './PollBlock';

const POLL_PATH = 'events/ev1/polls/q1';
const poll = (active: boolean) => ({ question: 'Which talk next?', subtext: 'One vote each', type: 'select', chart: 'bar', data: { a: { text: 'Rust', value: 0 }, b: { text: 'Go', value: 1 } }, active });

function show(pollId: string, eventId?: string, active = true) {
  const double = createBackendDouble({ docs: { [POLL_PATH]: poll(active) } });
  render(
    <SiteBackendProvider value={double.backend}>
      <SiteServicesContext.Provider value={eventId ? { eventId } : {}}>
        <PollBlock pollId={pollId} />
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
    expect(localStorage.getItem('eventdesk.pollVoter')).toBe('token-1');
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
});
