/**
 * Before a delete the app asks what uses the items (issue 30): the decks that take a
 * presentation's slides, the pages, menus and presenters that show an image, and the event's own
 * settings. Only someone who may delete the item may ask; the Material table's Edit renames it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from './testing/media-fixtures';
import { MediaServer } from './testing/media-server';

const media = new MediaServer();
beforeAll(() => media.start());
afterAll(() => media.dispose());

describe('what uses a media item', () => {
  it('names the decks, pages, menus and settings that use it, to those who may delete it', async () => {
    const uploaded = await media.upload(media.producer, 'logo.png', await makePng(40, 30));
    await media.server.running.mediaIdle();
    const image = await media.record(uploaded.json.processId);
    const ev = media.eventId;
    await media.server.running.engine.commit([
      { type: 'set', path: 'mediaStorage/deck-source', data: { name: 'Board.pptx', typeOf: 'document', resourceID: ev } },
      { type: 'set', path: 'mediaStorage/unused', data: { name: 'Spare.pdf', typeOf: 'document', resourceID: ev } },
      {
        type: 'set',
        path: `events/${ev}/decks/d1`,
        data: { title: 'Board deck', presentations: [{ id: 'deck-source', name: 'Board.pptx' }], slides: [{ presentation: 'deck-source', url: '/x.png' }] },
      },
      { type: 'set', path: `events/${ev}/decks/d2`, data: { title: 'Other deck', presentations: [], slides: [] } },
      { type: 'set', path: `events/${ev}/pages/home`, data: { title: 'Home', components: [{ type: 'image', data: { src: image.url } }] } },
      // Firebase Storage links hold the file's path URL-encoded: the id is still in them.
      { type: 'set', path: `events/${ev}/menus/m1`, data: { name: 'Main menu', img: `https://x/o/mediaStorage%2F${image.id}%2Foriginal.png?alt=media` } },
      { type: 'set', path: `events/${ev}`, data: { title: 'Media event', organization: media.orgId, settings: { logo: image.url } } },
    ]);

    const answer = await media.call(media.producer, 'mediaUsage', { processIds: [image.id, 'deck-source', 'unused', 'no-such-item'] });
    expect(answer.status).toBe(200);
    const byId = new Map((answer.json.result.items as { processId: string }[]).map((i) => [i.processId, i]));
    expect(byId.get(image.id)).toEqual({
      processId: image.id,
      name: 'logo.png',
      kind: 'image',
      uses: [
        { kind: 'event', id: ev, title: '' },
        { kind: 'page', id: 'home', title: 'Home' },
        { kind: 'menu', id: 'm1', title: 'Main menu' },
      ],
    });
    expect(byId.get('deck-source')).toEqual({
      processId: 'deck-source',
      name: 'Board.pptx',
      kind: 'document',
      uses: [{ kind: 'deck', id: 'd1', title: 'Board deck' }],
    });
    expect(byId.get('unused')).toMatchObject({ uses: [] });
    expect(byId.has('no-such-item')).toBe(false);

    // A viewer or a stranger may not delete, so may not ask either.
    expect((await media.call(media.viewer, 'mediaUsage', { processIds: ['deck-source'] })).status).toBe(403);
    expect((await media.call(media.stranger, 'mediaUsage', { processIds: ['unused', 'deck-source'] })).status).toBe(403);
    expect((await media.call(null, 'mediaUsage', { processIds: ['deck-source'] })).status).toBe(401);
  });

  it("renames an item for its library's producers, refusing a blank name", async () => {
    await media.server.running.engine.commit([
      { type: 'set', path: 'mediaStorage/renamed', data: { name: 'Deck.pptx', nameLowerCase: 'deck.pptx', typeOf: 'document', resourceID: media.eventId } },
    ]);
    const blank = await media.call(media.producer, 'renameMedia', { processId: 'renamed', name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe('Please give a name');
    expect((await media.call(media.viewer, 'renameMedia', { processId: 'renamed', name: 'Mine' })).status).toBe(403);
    expect((await media.call(media.producer, 'renameMedia', { processId: 'gone', name: 'Mine' })).status).toBe(404);

    const renamed = await media.call(media.producer, 'renameMedia', { processId: 'renamed', name: '  Board  update.pptx ' });
    expect(renamed.json.result).toEqual({ name: 'Board update.pptx' });
    const stored = await media.server.running.engine.get('mediaStorage/renamed');
    expect(stored?.data).toMatchObject({ name: 'Board update.pptx', nameLowerCase: 'board update.pptx' });
  });
});
