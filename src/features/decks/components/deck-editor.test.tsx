// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECKS, deckMessages, type DeckSlide } from '@domain/decks/deck';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { reloadAsks } from '@tests/doubles/leaving';
import { renderWithBackend } from '@tests/doubles/render';
import type { Deck } from '../model/deck-row';
import { DeckEditor } from './DeckEditor';

/** Issue 30 point 5: the autosaved deck editor asks before leaving only while an edit is not saved. */
const slide: DeckSlide = {
  index: 0,
  url: '/files/slide-1.png',
  notes: '',
  presenters: [],
  presentation: 'pres1',
  presentationTitle: 'Keynote',
  fileName: 'keynote.pptx',
  aspectRatio: 16 / 9,
};
const deck: Deck = { id: 'd1', title: 'Keynote deck', description: '', createdAt: null, presentations: [{ id: 'pres1', name: 'Keynote' }], slides: [slide], revision: 0, autoplay: false, autoplaySpeed: 0 };
const access: Record<string, DocData> = {
  'events/e1': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'prelive', organization: 'org1' },
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1'], events: ['e1'] },
  'resourceAccess/org1/permissions/u1': { permission: 'producer' },
};

describe('DeckEditor: unsaved changes', () => {
  it('asks before a reload while an edit could not be saved, and not once it is', async () => {
    // The deck's document is not there yet: the first save fails.
    const double = createBackendDouble({ docs: access });
    renderWithBackend(<DeckEditor eventId="e1" deck={deck} present={null} onClose={() => undefined} />, double.backend, { path: '/decks' });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    await waitFor(() => expect(reloadAsks()).toBe(false));
    fireEvent.change(screen.getByLabelText('Notes of slide 1'), { target: { value: 'Welcome everyone' } });
    expect(await screen.findByText(deckMessages.saveFailed)).toBeTruthy();
    await waitFor(() => expect(reloadAsks()).toBe(true));

    double.seed({ [`${DECKS('e1')}/d1`]: { title: deck.title, presentations: deck.presentations, slides: [slide], revision: 0 } as unknown as DocData });
    await double.settled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    await waitFor(() => expect(reloadAsks()).toBe(false));
  });
});
