/**
 * Files stored under an event (spec 002 section 7, file storage: `{eventId}/{processId}`).
 * Producers and owners of the event (or of its organisation) upload and remove them; the server's
 * file rules and storage.rules enforce the same limits. (The product's images come from the media
 * library; nothing of the app writes here today.)
 */

/** Shown as uploaded, so only types every browser displays. */
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** 5 MiB; files must be strictly smaller. */
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const eventFileMessages = {
  imageType: 'You can only upload JPG/PNG file!',
  imageSize: 'Image must be smaller than 5MB!',
} as const;
