/**
 * The firebase provider refuses, before uploading, what storage.rules would refuse for type or size,
 * and what the `storedImages` function would remove for its header.
 */
import type { FirebaseStorage } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, messages } from '@domain/account/profile';
import { EVENT_IMAGE_MAX_BYTES, eventFileMessages } from '@domain/events/event-files';
import { mediaMessages } from '@domain/media/media-types';
import { createCloudStorage } from '@/backend/firebase/storage';
import { imageRefusal, uploadRefusal } from '@/backend/firebase/upload-limits';
import { makeJpegBehindMetadata } from '@server/media/testing/jpeg-behind-metadata';
import { makeHugePng, makePng } from '@server/media/testing/media-fixtures';

/** A file as the browser hands it over. */
const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('upload limits of the firebase provider', () => {
  it('accepts a JPEG or PNG avatar under 2 MB, whatever the case or parameters of its type', () => {
    expect(uploadRefusal('users/u1.jpg', 'image/jpeg', 1)).toBeNull();
    expect(uploadRefusal('users/u1.jpg', 'IMAGE/PNG; q=1', AVATAR_MAX_BYTES - 1)).toBeNull();
  });

  it('refuses another type and a file of 2 MB or more with the messages of spec section 5', () => {
    expect(uploadRefusal('users/u1.jpg', 'image/gif', 1)).toMatchObject({ code: 'storage/invalid-type', message: messages.avatarType });
    expect(uploadRefusal('users/u1.jpg', 'image/jpeg', AVATAR_MAX_BYTES)).toMatchObject({ code: 'storage/file-too-large', message: messages.avatarSize });
  });

  it('refuses an event file that is not a JPEG or PNG under 5 MB', () => {
    expect(uploadRefusal('e1/registration-background', 'image/png', EVENT_IMAGE_MAX_BYTES - 1)).toBeNull();
    expect(uploadRefusal('e1/registration-background', 'text/html', 1)).toMatchObject({ code: 'storage/invalid-type', message: eventFileMessages.imageType });
    expect(uploadRefusal('e1/registration-background', 'image/jpeg', EVENT_IMAGE_MAX_BYTES)).toMatchObject({ code: 'storage/file-too-large', message: eventFileMessages.imageSize });
  });

  it('leaves every other path to the rules, which deny it', () => {
    expect(uploadRefusal('events/e1/x.jpg', 'text/plain', 10 * AVATAR_MAX_BYTES)).toBeNull();
  });

  it('refuses, by its header, an image of more pixels than the library decodes, with the embedded server\'s message', async () => {
    const huge = blob(makeHugePng(30_000, 30_000), 'image/png');
    expect(huge.size).toBeLessThan(AVATAR_MAX_BYTES);
    expect(uploadRefusal('users/u1.jpg', huge.type, huge.size)).toBeNull();
    const tooLarge = { code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(30_000, 30_000) };
    expect(await imageRefusal('users/u1.jpg', huge)).toMatchObject(tooLarge);
    expect(await imageRefusal('e1/registration-background', huge)).toMatchObject(tooLarge);
    // Nothing is sent: the refusal comes before the SDK is asked for anything.
    const storage = createCloudStorage({} as FirebaseStorage);
    await expect(storage.upload('users/u1.jpg', huge, { contentType: 'image/png' })).rejects.toMatchObject(tooLarge);
  });

  it('reads on past a JPEG\'s metadata to its frame header', async () => {
    const jpeg = blob(makeJpegBehindMetadata(20_000, 20_000, 200_000), 'image/jpeg');
    expect(await imageRefusal('e1/photo', jpeg)).toMatchObject({ code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(20_000, 20_000) });
  });

  it('refuses a file that only claims to be a JPEG or PNG, and takes a real one', async () => {
    const text = new Blob(['<html>not an image</html>'], { type: 'image/png' });
    expect(await imageRefusal('users/u1.jpg', text)).toMatchObject({ code: 'storage/invalid-type', message: messages.avatarType });
    expect(await imageRefusal('e1/photo', text)).toMatchObject({ code: 'storage/invalid-type', message: eventFileMessages.imageType });
    expect(await imageRefusal('users/u1.jpg', blob(await makePng(640, 480), 'image/png'))).toBeNull();
    expect(await imageRefusal('e1/photo', blob(makeJpegBehindMetadata(4000, 3000, 200_000), 'image/jpeg'))).toBeNull();
  });
});
