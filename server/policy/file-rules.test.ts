import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE_MAX_BYTES, eventFileMessages } from '@domain/events/event-files';
import type { DocData } from '@domain/documents/values';
import type { AuthContext } from '../auth/context';
import type { StoredDoc } from '../db/engine';
import { canDeleteFile, canUploadFile } from './file-rules';

/** A file stored under an event (spec 002 section 7: `{eventId}/{processId}`). */
const eventFile = (eventId: string) => `${eventId}/background`;

const created = new Date('2024-01-01T00:00:00Z');
const person = (uid: string): AuthContext => ({ uid, email: `${uid}@example.com`, emailVerified: true, sessionId: `s-${uid}` });

/** The documents roles are read from: the event (in an organisation) and the permission records. */
const docs: Record<string, DocData> = {
  'events/summit': { title: 'Summit', organization: 'acme' },
  'events/solo': { title: 'Solo' },
  'resourceAccess/summit/permissions/eve': { permission: 'producer' },
  'resourceAccess/summit/permissions/vic': { permission: 'viewer' },
  'resourceAccess/acme/permissions/olga': { permission: 'owner' },
  'resourceAccess/acme/permissions/pat': { permission: 'producer' },
  'resourceAccess/acme/permissions/mo': { permission: 'moderator' },
  'resourceAccess/solo/permissions/sol': { permission: 'owner' },
};
const lookup = async (path: string): Promise<StoredDoc | null> =>
  docs[path] ? { path, id: path.split('/').pop()!, data: docs[path], version: 1, createTime: created, updateTime: created } : null;

const background = eventFile('summit');

describe('event files', () => {
  it('lets producers and owners of the event or its organisation upload and delete them', async () => {
    for (const uid of ['eve', 'olga', 'pat']) {
      expect(await canUploadFile(person(uid), background, 'image/png', 1000, lookup)).toEqual({ ok: true });
      expect(await canDeleteFile(person(uid), background, lookup)).toEqual({ ok: true });
    }
    expect(await canUploadFile(person('sol'), eventFile('solo'), 'image/jpeg', 1000, lookup)).toEqual({ ok: true });
  });

  it('refuses viewers, moderators, strangers, the signed-out, and roles on another event', async () => {
    for (const auth of [person('vic'), person('mo'), person('nobody'), null, person('sol')]) {
      expect(await canUploadFile(auth, background, 'image/png', 1000, lookup)).toMatchObject({ ok: false, code: 'permission-denied' });
      expect(await canDeleteFile(auth, background, lookup)).toMatchObject({ ok: false, code: 'permission-denied' });
    }
    // An event's producer gets nothing on its organisation's own files.
    expect(await canUploadFile(person('eve'), 'acme/logo', 'image/png', 1000, lookup)).toMatchObject({ ok: false, code: 'permission-denied' });
  });

  it('takes JPEG and PNG images under 5 MB, one folder deep', async () => {
    const eve = person('eve');
    expect(await canUploadFile(eve, background, 'IMAGE/JPEG; q=1', EVENT_IMAGE_MAX_BYTES - 1, lookup)).toEqual({ ok: true });
    expect(await canUploadFile(eve, background, 'image/gif', 10, lookup)).toEqual({ ok: false, code: 'storage/invalid-type', message: eventFileMessages.imageType });
    expect(await canUploadFile(eve, background, 'text/html', 10, lookup)).toMatchObject({ code: 'storage/invalid-type' });
    expect(await canUploadFile(eve, background, 'image/png', EVENT_IMAGE_MAX_BYTES, lookup)).toEqual({ ok: false, code: 'storage/file-too-large', message: eventFileMessages.imageSize });
    expect(await canUploadFile(eve, 'summit/a/b.png', 'image/png', 10, lookup)).toMatchObject({ code: 'permission-denied' });
  });

  it('leaves the avatars to their owners: a users folder is no event', async () => {
    expect(await canUploadFile(person('eve'), 'users/olga.jpg', 'image/jpeg', 10, lookup)).toMatchObject({ code: 'permission-denied' });
    expect(await canDeleteFile(person('pat'), 'users/olga.jpg', lookup)).toMatchObject({ code: 'permission-denied' });
  });
});
