// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agendaMessages, type AgendaInput } from '@domain/agenda/agenda-item';
import { AgendaForm } from './AgendaForm';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn<(item: AgendaInput) => void>();
  render(<AgendaForm id="agenda-test-form" item={null} presenters={[]} decks={[]} error={null} onSubmit={onSubmit} />);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Keynote' } });
  const form = document.getElementById('agenda-test-form') as HTMLFormElement;
  return { onSubmit, form, starts: screen.getByLabelText('Starts') as HTMLInputElement };
}

/** Enter in a field: its keydown, then the form's implicit submission unless the keydown was prevented. */
function pressEnter(field: HTMLInputElement, form: HTMLFormElement) {
  if (fireEvent.keyDown(field, { key: 'Enter' })) fireEvent.submit(form);
}

describe('AgendaForm dates (issue 30 point 6)', () => {
  it('takes the spec’s typed date on Enter and submits it', async () => {
    const { onSubmit, form, starts } = renderForm();
    expect(starts.placeholder).toBe('DD.MM.YYYY HH:mm');
    fireEvent.change(starts, { target: { value: '05.12.2026 13:00' } });
    pressEnter(starts, form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: 'Keynote', startsAt: new Date(2026, 11, 5, 13, 0).getTime(), endsAt: null });
  });

  it('never submits without a start, nor on text that is no date', async () => {
    const { onSubmit, form, starts } = renderForm();
    pressEnter(starts, form);
    expect(await screen.findByText(agendaMessages.startRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(starts, { target: { value: 'tomorrow at one' } });
    expect(fireEvent.keyDown(starts, { key: 'Enter' })).toBe(false);
    fireEvent.change(starts, { target: { value: '13:00 - 05.12.2026' } });
    pressEnter(starts, form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].startsAt).toBe(new Date(2026, 11, 5, 13, 0).getTime());
  });
});
