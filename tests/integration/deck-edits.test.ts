/**
 * Two producers editing the same deck at once (issue 11's bad input): the second save, made from
 * the revision both loaded, is refused with the deck's message, and the first producer's slides
 * stay as saved. Real server, two clients of the local provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DECKS, deckMessages } from '@domain/decks/deck';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import type { Backend } from '@/backend/port';
import { createDeck, DeckConflict, saveSlides } from '@/features/decks/api/deck-mutations';
import { toDeck } from '@/features/decks/model/deck-row';
import { TempServer } from '@server/testing/temp-server';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { signUpThroughMail } from '@tests/contract/support';

const server = new TempServer();
const eventId = 'deck-event';
let first: Backend;
let second: Backend;

beforeAll(async () => {
  await server.start();
  const client = () => createLocalBackend({ baseUrl: server.url, transport: createNodeTransport({ WebSocket }) });
  first = client();
  second = client();
  const codes = (email: string) => mailedSignUpToken(server.url, server.running.operatorKey, email);
  const a = await signUpThroughMail(first, codes, 'first-producer@example.com', 'correct horse');
  const b = await signUpThroughMail(second, codes, 'second-producer@example.com', 'correct horse');
  await server.running.engine.commit([
    { type: 'set', path: `events/${eventId}`, data: { title: 'Decks' } },
    { type: 'set', path: `resourceAccess/${eventId}`, data: { type: 'event', users: [a.uid, b.uid] } },
    { type: 'set', path: `resourceAccess/${eventId}/permissions/${a.uid}`, data: { permission: 'owner' } },
    { type: 'set', path: `resourceAccess/${eventId}/permissions/${b.uid}`, data: { permission: 'producer' } },
  ]);
});
afterAll(async () => {
  await first.dispose();
  await second.dispose();
  await server.dispose();
});

describe('two producers editing one deck', () => {
  it('keeps the first save and tells the second producer, who can reload and save again', async () => {
    const slides = [1, 2, 3].map((i) => ({ url: `/files/s${i}.png`, notes: `note ${i}` }));
    const path = await createDeck(first, eventId, 'uid', 'Shared deck', [{ id: 'p1', name: 'Deck.pptx', slides }]);
    const loadedByBoth = toDeck('d', (await second.docs.get(path)).data);
    expect(loadedByBoth.revision).toBe(1);

    const firstEdit = [...loadedByBoth.slides].reverse();
    expect(await saveSlides(first, path, loadedByBoth.revision, firstEdit)).toBe(2);
    const secondEdit = loadedByBoth.slides.map((s) => ({ ...s, notes: 'overwritten?' }));
    const refused = await saveSlides(second, path, loadedByBoth.revision, secondEdit).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DeckConflict);
    expect((refused as Error).message).toBe(deckMessages.conflict);

    const stored = toDeck('d', (await second.docs.get(path)).data);
    expect(stored.slides.map((s) => [s.index, s.notes])).toEqual([
      [0, 'note 3'],
      [1, 'note 2'],
      [2, 'note 1'],
    ]);
    expect(await saveSlides(second, path, stored.revision, stored.slides.slice(1))).toBe(3);
    expect((await first.docs.list({ path: DECKS(eventId) })).length).toBe(1);
  });
});
