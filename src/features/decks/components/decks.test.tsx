// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { DecksScreen } from './DecksScreen';

const slide = (presentation: string, n: number) => ({
  index: n,
  url: `/files/mediaStorage/${presentation}/slide-00${n}.png?token=t`,
  notes: `note ${n}`,
  presenters: [],
  presentation,
  presentationTitle: `${presentation}.pptx`,
  fileName: `${presentation}.pptx`,
  aspectRatio: 16 / 9,
});

const docs = {
  'events/ev1': { title: 'Event' },
  'resourceAccess/ev1/permissions/u1': { permission: 'owner' },
  'mediaStorage/board': { name: 'board.pptx', typeOf: 'document', resourceID: 'ev1', status: 'ready', createdAt: new Date('2026-11-25T10:00:00Z') },
  // The deck's second presentation, "gone", was deleted from the media bank.
  'events/ev1/decks/d1': {
    title: 'Board deck',
    description: 'For the board',
    presentations: [
      { id: 'board', name: 'board.pptx' },
      { id: 'gone', name: 'gone.pptx' },
    ],
    slides: [slide('board', 0), slide('gone', 1), slide('board', 2)],
    revision: 1,
    createdAt: new Date('2026-11-25T11:00:00Z'),
  },
};

const editor = () => screen.getByRole('dialog', { name: /^Edit deck:/ });

async function openDecks() {
  const double = createBackendDouble({ docs });
  renderWithBackend(<DecksScreen eventId="ev1" uid="u1" />, double.backend);
  // The first live answer waits for the server to start, which takes long on a busy machine.
  expect(await screen.findByText('Board deck', {}, { timeout: 20_000 })).toBeTruthy();
  return double;
}

describe('a deck whose presentation was deleted', () => {
  it('shows the loss in the table and the editor, and removes the missing slides on request', async () => {
    const double = await openDecks();
    expect(await screen.findByText('1 missing slides')).toBeTruthy();
    expect(screen.getByText('2 slides · 1 presentations · 0 streams')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Board deck' }));
    const slides = within(editor()).getByRole('list', { name: 'Slides' });
    expect(within(slides).getByRole('img', { name: 'Slide 2 is missing: gone.pptx was deleted' })).toBeTruthy();
    // No image points at the deleted file.
    expect(within(slides).getAllByRole('img').map((img) => img.getAttribute('src'))).not.toContain(slide('gone', 1).url);
    expect(within(editor()).getByText('1 slide was deleted from the media bank.')).toBeTruthy();

    fireEvent.click(within(editor()).getByRole('button', { name: 'Remove missing slides' }));
    expect(within(slides).getAllByRole('listitem')).toHaveLength(2);
    expect(within(editor()).queryByText('1 slide was deleted from the media bank.')).toBeNull();
    await waitFor(() => expect(within(editor()).getByText('All changes saved')).toBeTruthy());
    const saved = double.writes.filter((w) => w.path === 'events/ev1/decks/d1').at(-1)!.data as { slides: { presentation: string; notes: string }[] };
    expect(saved.slides.map((s) => [s.presentation, s.notes])).toEqual([
      ['board', 'note 0'],
      ['board', 'note 2'],
    ]);
    await waitFor(() => expect(screen.queryByText('1 missing slides')).toBeNull());
  });
});

describe('Edit deck', () => {
  it('renames the deck and changes its description; a blank title is made from the first file', async () => {
    const double = await openDecks();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Board deck' }));
    const title = within(editor()).getByLabelText('Title');
    expect((within(editor()).getByLabelText('Description') as HTMLTextAreaElement).value).toBe('For the board');
    fireEvent.change(title, { target: { value: 'Board deck, final' } });
    fireEvent.change(within(editor()).getByLabelText('Description'), { target: { value: 'Shown at 10:00' } });
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save title and description' }));
    expect(await screen.findByText('Presentation updated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Board deck, final' })).toBeTruthy();
    expect(double.writes.at(-1)).toMatchObject({ path: 'events/ev1/decks/d1', data: { title: 'Board deck, final', description: 'Shown at 10:00' } });

    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save title and description' }));
    await waitFor(() => expect((double.writes.at(-1)!.data as { title: string }).title).toMatch(/^[a-z0-9]{5}-board\.pptx$/));
  });
});
