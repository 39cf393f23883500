/**
 * Firebase's check of a stored image, run by the `storedImages` function on every object written.
 * The browser uploads avatars and event images straight to Cloud Storage, and storage.rules see
 * only the size and the type the browser names; so each new object at an image place
 * (domain/media/stored-image-paths.ts) is judged by its header as the embedded server judges it
 * while it arrives (domain/media/image-head.ts). One that is not an image the place takes, or that
 * declares more pixels than the media library decodes, is removed, and a profile whose avatar it
 * had become goes back to none.
 */
import { judgeImageFile } from '@domain/media/image-head';
import { mediaMessages } from '@domain/media/media-types';
import { avatarOwner, storedImageTypes } from '@domain/media/stored-image-paths';
import type { MediaObjectStore } from './media-object-store';
import type { AdminDocs } from './services';

/** Whether a download URL (`…/o/<path, encoded>?alt=media&token=…`) is the object's at `path`. */
function isUrlOf(url: unknown, path: string): boolean {
  if (typeof url !== 'string') return false;
  try {
    return new URL(url).pathname.endsWith(`/o/${encodeURIComponent(path)}`);
  } catch {
    return false;
  }
}

async function clearAvatar(docs: AdminDocs, path: string): Promise<void> {
  const uid = avatarOwner(path);
  if (!uid) return;
  await docs.runTransaction(async (tx) => {
    const profile = await tx.get(`users/${uid}`);
    if (profile && isUrlOf(profile.data.thumbnail, path)) tx.update(`users/${uid}`, { thumbnail: '' });
  });
}

/** Judges the object at `path`; answers why it was removed, or null when it stays (or is no image's). */
export async function checkStoredImage(path: string, store: MediaObjectStore, docs: AdminDocs): Promise<string | null> {
  const types = storedImageTypes(path);
  if (!types) return null;
  const stored = await store.describe(path);
  // Removed or replaced meanwhile: a replacement is judged by its own run.
  if (!stored) return null;
  const verdict = await judgeImageFile((bytes) => store.head(path, bytes), stored.size, types);
  if (verdict.kind === 'fits') return null;
  await store.remove(path);
  await clearAvatar(docs, path);
  return verdict.kind === 'too-many-pixels' ? mediaMessages.imageTooLarge(verdict.width, verdict.height) : 'not an image of a type this place takes';
}
