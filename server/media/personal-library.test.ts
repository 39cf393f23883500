/**
 * A user's own media library (where their avatar comes from): its resource id is their uid. They
 * change and read it; nobody else may, and its files are served only with their link's token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPolicy } from '../policy/policy';
import { makePng } from './testing/media-fixtures';
import { MediaServer, type Member } from './testing/media-server';

const media = new MediaServer();
beforeAll(() => media.start());
afterAll(() => media.dispose());

const auth = (member: Member) => ({ uid: member.uid, email: `${member.uid}@example.com`, emailVerified: true, sessionId: 's' });

describe("a user's own media library", () => {
  it('is its user’s to fill and read, nobody else’s, and serves its files only with their token', async () => {
    const own = media.producer;
    const other = media.stranger;
    expect((await media.call(own, 'ensureMediaRoot', { resourceId: own.uid })).status).toBe(200);
    const root = await media.server.running.engine.get(`resourceAccess/${own.uid}/storage/root`);
    expect(root?.data).toMatchObject({ title: 'My media', root: true, resourceID: own.uid });

    const uploaded = await media.upload(own, 'portrait.png', await makePng(400, 300), { resourceId: own.uid });
    expect(uploaded.status).toBe(200);
    await media.server.running.mediaIdle();
    const record = await media.record(uploaded.json.processId);
    expect(record).toMatchObject({ resourceID: own.uid, status: 'ready', createdBy: own.uid });

    // Nobody else changes it...
    expect((await media.call(other, 'ensureMediaRoot', { resourceId: own.uid })).status).toBe(403);
    expect((await media.upload(other, 'intruder.png', await makePng(10, 10), { resourceId: own.uid })).status).toBe(403);
    expect((await media.call(other, 'deleteMedia', { processIds: [record.id] })).status).toBe(403);
    expect((await media.call(other, 'createMediaFolder', { resourceId: own.uid, parentId: 'root', title: 'Mine now' })).status).toBe(403);
    expect(await media.recordCount()).toBe(1);

    // ...nor reads it, by document or by query; its user does.
    const policy = createPolicy(media.server.running.engine);
    const items = { path: 'mediaStorage', where: [{ field: 'resourceID', op: '==' as const, value: own.uid }] };
    const folders = { path: `resourceAccess/${own.uid}/storage` };
    expect(await policy.canRead(auth(own), `mediaStorage/${record.id}`, { ...record })).toBe(true);
    expect(await policy.canQuery(auth(own), items)).toBe(true);
    expect(await policy.canQuery(auth(own), folders)).toBe(true);
    expect(await policy.canRead(auth(other), `mediaStorage/${record.id}`, { ...record })).toBe(false);
    expect(await policy.canQuery(auth(other), items)).toBe(false);
    expect(await policy.canQuery(auth(other), folders)).toBe(false);
    expect(await policy.canRead(null, `mediaStorage/${record.id}`, { ...record })).toBe(false);

    // The file goes to whoever holds its link (the user, and those shown their avatar), never without the token.
    expect((await media.fetchFile(record.url)).status).toBe(200);
    const withoutToken = new URL(record.url, media.server.url);
    withoutToken.search = '';
    expect((await fetch(withoutToken)).status).toBe(404);
    withoutToken.searchParams.set('token', 'x'.repeat(43));
    expect((await fetch(withoutToken)).status).toBe(404);
  });
});
