/**
 * The media record's fields as every deployment writes them: the new record of an accepted upload,
 * and what a converted document adds to it. The embedded server (routes.ts, media-processor.ts)
 * and the hosted processing (server/api/hosted-document-processing.ts) both build them here, so a
 * record looks the same whichever backend made it (domain/media/media-record.ts).
 */
import type { Slide } from '@domain/media/media-record';
import { extensionOf, type MediaFormat } from '@domain/media/media-types';
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import type { ConvertedPages } from './convert/document-converter';

export type AcceptedUpload = {
  /** The cleaned name (cleanFileName). */
  name: string;
  /** The original's tokenised download URL. */
  url: string;
  size: number;
  /** The format detected from the bytes, which the name's extension fits. */
  detected: MediaFormat;
  fullPath: string;
  resourceId: string;
  folderId: string;
  uid: string;
};

/** A record of an upload whose bytes were checked: processing, nothing converted yet. */
export function uploadedRecordFields({ name, url, size, detected, fullPath, resourceId, folderId, uid }: AcceptedUpload): WriteData {
  return {
    name,
    nameLowerCase: name.toLowerCase(),
    url,
    type: detected.contentType,
    size,
    typeOf: detected.kind,
    media_type: detected.mediaType,
    fileType: extensionOf(name),
    fileName: name,
    fullPath,
    resourceID: resourceId,
    folderID: folderId,
    createdAt: serverTimestamp(),
    createdBy: uid,
    processing: true,
    status: 'processing',
    progress: 0,
    ...(detected.kind === 'video' ? { videoStatus: 'created' } : {}),
  };
}

/** Stores one file of the item under `name` (its own folder's) and answers its download URL. */
export type StoreOutput = (name: string, source: string, contentType: string) => Promise<string>;

/** A converted document's pages, stored in order, as the record's `fileList`, `slides` with notes and `thumbnail`. */
export async function documentFields(out: ConvertedPages, store: StoreOutput): Promise<WriteData> {
  const fileList: string[] = [];
  for (const [i, page] of out.pages.entries()) {
    fileList.push(await store(`slide-${String(i + 1).padStart(3, '0')}.png`, page, 'image/png'));
  }
  const thumbnail = await store('thumbnail.png', out.thumbnail, 'image/png');
  const slides: Slide[] = fileList.map((url, i) => ({ url, notes: out.notes[i] }));
  return { fileList, slides, thumbnail };
}
