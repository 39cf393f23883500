// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { toMediaItem } from '../model/media-item';
import { MaterialScreen } from './MaterialScreen';
import { MediaBankModal } from './MediaBankModal';
import { SelectedStrip } from './SelectedStrip';

const record = (name: string, typeOf: string) => ({
  name,
  nameLowerCase: name.toLowerCase(),
  url: `/files/mediaStorage/${name}?token=t`,
  size: 250_000,
  typeOf,
  fileType: name.slice(name.lastIndexOf('.') + 1),
  media_type: name.slice(name.lastIndexOf('.') + 1),
  resourceID: 'ev1',
  folderID: 'root1',
  createdAt: new Date('2026-11-25T10:30:00Z'),
  status: 'ready',
  slides: [{ url: '/files/mediaStorage/board/slide-001.png?token=t', notes: '' }],
});

const docs = {
  'events/ev1': { title: 'Event' },
  'resourceAccess/ev1/permissions/u1': { permission: 'producer' },
  'resourceAccess/ev1/storage/root1': { title: 'Event', root: true },
  'mediaStorage/board': record('Board.pptx', 'document'),
  'mediaStorage/spare': record('Spare.pdf', 'document'),
  'events/ev1/decks/d1': { title: 'Board deck', presentations: [{ id: 'board', name: 'Board.pptx' }], slides: [{ presentation: 'board', url: '/s1.png' }] },
};

const bank = () => screen.getByRole('dialog', { name: 'Mediabank' });
/** The confirmation with this question (antd's test ids name every dialog alike, and it says its title twice). */
const confirmation = async (question: string) => {
  const found = await screen.findAllByText(question);
  return found.map((el) => el.closest<HTMLElement>('.ant-modal-confirm')).find((el) => el !== null)!;
};

describe('deleting media something uses', () => {
  it('names the deck that uses a presentation, asks, and says a presentation was deleted', async () => {
    const double = createBackendDouble({ docs });
    renderWithBackend(<MediaBankModal resourceId="ev1" isEvent open kinds={['document']} onClose={() => {}} />, double.backend);
    // The first live answer waits for the file's server to start, which takes long on a busy machine.
    const tile = await screen.findByRole('button', { name: 'Board.pptx' }, { timeout: 20_000 });
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    expect(within(bank()).queryByText('Selected')).toBeNull();
    fireEvent.click(tile);
    // The chosen tile says so in words, not only by its outline's colour.
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(within(tile).getByText('Selected')).toBeTruthy();

    fireEvent.click(within(bank()).getByRole('button', { name: 'Delete' }));
    const confirm = await confirmation('Are you sure you want to delete this item?');
    const uses = within(confirm).getByLabelText('Used by');
    expect(uses.textContent).toContain('Board.pptx is used by:');
    expect(within(uses).getByRole('listitem').textContent).toBe('Deck “Board deck”');
    expect(uses.textContent).toContain('Its slides will show as missing in these decks');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(double.calls.map((c) => c.name)).toEqual(['mediaUsage']);

    fireEvent.click(within(bank()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await confirmation('Are you sure you want to delete this item?')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Presentation deleted')).toBeTruthy();
    expect(screen.queryByText('Image deleted!')).toBeNull();
    expect(double.calls.filter((c) => c.name === 'deleteMedia')).toEqual([{ name: 'deleteMedia', input: { processIds: ['board'] } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Board.pptx' })).toBeNull());
  });

  it('asks plainly when nothing uses the item', async () => {
    const double = createBackendDouble({ docs });
    renderWithBackend(<MaterialScreen eventId="ev1" uid="u1" />, double.backend);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spare.pdf' }, { timeout: 5000 }));
    const confirm = await confirmation('Are you sure to delete this stream?');
    expect(within(confirm).queryByLabelText('Used by')).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Material deleted!')).toBeTruthy();
  });
});

describe("the Material table's Edit", () => {
  it('renames a presentation, refusing a blank name', async () => {
    const double = createBackendDouble({ docs });
    renderWithBackend(<MaterialScreen eventId="ev1" uid="u1" />, double.backend);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Board.pptx' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Board.pptx' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a name');
    expect(double.calls).toEqual([]);

    fireEvent.change(name, { target: { value: 'Board, final.pptx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material updated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Board, final.pptx' })).toBeTruthy();
  });
});

describe('reordering chosen files', () => {
  it('announces the file by its name and place, not its id', async () => {
    const items = [toMediaItem('id-logo-7f3a', record('Logo.png', 'image')), toMediaItem('id-deck-91bc', record('Deck.pdf', 'document'))];
    renderWithBackend(<SelectedStrip items={items} onReorder={() => {}} />, createBackendDouble({ docs }).backend);
    const chip = screen.getByRole('button', { name: /^1\. Logo\.png/ });
    act(() => chip.focus());
    fireEvent.keyDown(chip, { key: ' ', code: 'Space' });
    // The live region says the latest: the pick-up, then where the file is.
    const region = screen.getByRole('status');
    await waitFor(() => expect(region.textContent).toMatch(/^(Picked up Logo\.png, at|Logo\.png is over) position 1 of 2\.$/));
    fireEvent.keyDown(chip, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(region.textContent).toBe('Moving Logo.png was cancelled; it stays at position 1 of 2.'));
  });
});
