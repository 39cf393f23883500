/**
 * Before a delete the app asks what uses the items (issue 30): the decks that take a
 * presentation's slides, the pages, menus and presenters that show an image, and the event's own
 * settings, and for an organisation's item those of every event it holds. Only someone who may
 * delete the item may ask; the Material table's Edit renames it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageLabel, type MediaUse } from '@domain/media/media-usage';
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

  it("names what any of the organisation's events uses of an item of the organisation's library, each with its event", async () => {
    const org = media.orgId;
    const [ev, second, foreign] = [media.eventId, 'org-second-event', 'foreign-event'];
    const logoLink = '/files/mediaStorage/org-logo/original.png';
    await media.server.running.engine.commit([
      { type: 'set', path: 'mediaStorage/org-logo', data: { name: 'Org logo.png', typeOf: 'image', resourceID: org } },
      { type: 'set', path: 'mediaStorage/org-talk', data: { name: 'Org talk.pptx', typeOf: 'document', resourceID: org } },
      { type: 'update', path: `resourceAccess/${org}`, data: { events: [ev, second, 'deleted-event'] } },
      { type: 'set', path: `events/${second}`, data: { title: 'Autumn Summit', organization: org, settings: { logo: logoLink } } },
      { type: 'set', path: `events/${second}/decks/keynote`, data: { title: 'Keynote', slides: [{ presentation: 'org-talk', url: '/files/org-talk.png' }] } },
      { type: 'set', path: `events/${ev}/menus/org-menu`, data: { name: 'Sponsors', img: logoLink } },
      // Another organisation's event naming the item is none of this organisation's business.
      { type: 'set', path: `events/${foreign}`, data: { title: 'Elsewhere', organization: 'other-org', settings: { logo: logoLink } } },
    ]);

    const answer = await media.call(media.producer, 'mediaUsage', { processIds: ['org-logo', 'org-talk'] });
    expect(answer.status).toBe(200);
    const [logo, talk] = answer.json.result.items as { processId: string; uses: unknown[] }[];
    expect(logo).toEqual({
      processId: 'org-logo',
      name: 'Org logo.png',
      kind: 'image',
      uses: [
        { kind: 'menu', id: 'org-menu', title: 'Sponsors', event: { id: ev, title: 'Media event' } },
        { kind: 'event', id: second, title: '', event: { id: second, title: 'Autumn Summit' } },
      ],
    });
    expect(talk.uses).toEqual([{ kind: 'deck', id: 'keynote', title: 'Keynote', event: { id: second, title: 'Autumn Summit' } }]);
    expect(usageLabel(talk.uses[0] as MediaUse)).toBe('Deck “Keynote” in “Autumn Summit”');

    // The event's viewer is no member of the organisation: may not delete its items, nor ask.
    expect((await media.call(media.viewer, 'mediaUsage', { processIds: ['org-logo'] })).status).toBe(403);
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
