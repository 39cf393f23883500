// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPoll } from '@domain/polls/poll';
import { voteMessages } from '@domain/polls/vote';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { PollEditorDialog } from './PollEditorDialog';

const dialog = () => screen.getByRole('dialog');
const type = (name: string, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name }), { target: { value } });
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  // By title: antd gives the option role only to the options next to the active one.
  fireEvent.click(await screen.findByTitle(option));
};

describe('the poll editor’s choice of who may vote', () => {
  it('saves a new poll for signed-in users, saying what that means', async () => {
    const double = createBackendDouble({});
    double.answerCall('savePoll', () => ({ pollId: 'p1' }));
    renderWithBackend(<PollEditorDialog eventId="ev1" open poll={null} onClose={() => {}} />, double.backend);
    type('Question', 'Coffee or tea?');
    type('Option 1', 'Coffee');
    type('Option 2', 'Tea');
    expect(within(dialog()).getByText(voteMessages.votersHelp.anyone)).toBeTruthy();
    await choose('Who may vote', 'Signed-in users');
    expect(await within(dialog()).findByText(voteMessages.votersHelp['signed-in'])).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(double.calls.find((c) => c.name === 'savePoll')?.input).toMatchObject({ eventId: 'ev1', poll: { question: 'Coffee or tea?', voters: 'signed-in' } }));
  });

  it('keeps a poll’s setting when it is edited', async () => {
    const double = createBackendDouble({});
    double.answerCall('savePoll', () => ({ pollId: 'p2' }));
    const poll = readPoll('p2', { question: 'Rate the talk', type: 'rating', chart: 'bar', voters: 'registered' });
    renderWithBackend(<PollEditorDialog eventId="ev1" open poll={poll} onClose={() => {}} />, double.backend);
    expect(within(dialog()).getByText(voteMessages.votersHelp.registered)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(double.calls.find((c) => c.name === 'savePoll')?.input).toMatchObject({ pollId: 'p2', poll: { voters: 'registered' } }));
  });
});
