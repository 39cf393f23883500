/**
 * Files stored under an event (spec 002 section 7, file storage: `{eventId}/{processId}`): for now
 * the registration background image. Producers and owners of the event (or of its organisation)
 * upload and remove them; the server's file rules and storage.rules enforce the same limits.
 */

/** The registration background is shown as uploaded, so only types every browser displays. */
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** 5 MiB: a 520x600 px background (spec 000 section 9) is far smaller; files must be strictly smaller. */
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const eventFileMessages = {
  imageType: 'You can only upload JPG/PNG file!',
  imageSize: 'Image must be smaller than 5MB!',
} as const;

/** One file per event: a new background replaces the old one instead of leaving it behind. */
export const registrationBackgroundPath = (eventId: string) => `${eventId}/registration-background`;

/** Why this file cannot be an event image, or null. */
export function eventImageProblem(file: { type: string; size: number }): string | null {
  if (!(EVENT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return eventFileMessages.imageType;
  if (file.size >= EVENT_IMAGE_MAX_BYTES) return eventFileMessages.imageSize;
  return null;
}
