/** The firebase provider refuses, before uploading, what storage.rules would refuse for type or size. */
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, messages } from '@domain/account/profile';
import { EVENT_IMAGE_MAX_BYTES, eventFileMessages } from '@domain/events/event-files';
import { uploadRefusal } from '@/backend/firebase/upload-limits';

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
});
