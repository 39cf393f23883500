/**
 * The media library's records (spec 002 section 3): a media item in `mediaStorage/{processId}`
 * and a folder in `resourceAccess/{resourceId}/storage/{folderId}`. The server writes both; the
 * app reads them. Fields beyond the spec's (status, progress, error, thumbnail, slides of a
 * video's rendition) carry the processing state the screens show.
 */
import { extensionOf, type MediaKind } from './media-types';

export const MEDIA_STORAGE = 'mediaStorage';
export const mediaPath = (processId: string) => `${MEDIA_STORAGE}/${processId}`;
export const foldersPath = (resourceId: string) => `resourceAccess/${resourceId}/storage`;
export const folderPath = (resourceId: string, folderId: string) => `${foldersPath(resourceId)}/${folderId}`;

/** Where a media item's files live: the original and everything made from it, under one prefix. */
export const mediaFilesPrefix = (processId: string) => `${MEDIA_STORAGE}/${processId}/`;
/** Where an item's uploaded file is kept, named by its extension (the app uploads there on Firebase). */
export const mediaOriginalPath = (processId: string, name: string) => `${mediaFilesPrefix(processId)}original.${extensionOf(name)}`;
/** The Storage metadata naming who uploaded an original, which storage.rules require and the processing checks. */
export const UPLOADED_BY = 'uploadedBy';

/** processing -> ready | failed; failed -> processing again on retry. */
export type MediaStatus = 'processing' | 'ready' | 'failed';

export type Slide = { url: string; notes: string };

export type MediaRecord = {
  id: string;
  name: string;
  nameLowerCase: string;
  /** The original's download URL (tokenised). */
  url: string;
  /** The original's content type, as detected from its bytes. */
  type: string;
  size: number;
  /** 'image', 'document' or 'video' (spec: "document" for documents). */
  typeOf: MediaKind;
  /** The detected format: jpeg, png, webp, gif, pdf, ppt, pptx, doc, docx, mp4. */
  media_type: string;
  /** The extension of the uploaded name, shown on the tile. */
  fileType: string;
  fileName: string;
  fullPath: string;
  resourceID: string;
  folderID: string;
  createdAt: Date;
  createdBy: string;
  processing: boolean;
  status: MediaStatus;
  /** 0-100 while processing. */
  progress: number;
  /** Firebase only: when the current processing run began (the stale-run sweep reads it). */
  processingSince?: Date;
  /** Why processing failed, in words a user can act on. */
  error?: string;
  /** A small PNG of the item (first page, the image itself, a video frame). */
  thumbnail?: string;
  /** Images: the resized PNG and its size. */
  width?: number;
  height?: number;
  /** Documents: one image per slide or page, in order, and the slides with their notes. */
  fileList?: string[];
  slides?: Slide[];
  /** Videos: the host's id, its status (created, processing, ready, failed), playback and length. */
  videoID?: string;
  videoStatus?: string;
  hls?: string;
  duration?: number;
};

/** Spec 002 section 5: a folder name needs at least 2 characters. */
export const FOLDER_NAME_MIN = 2;
export const FOLDER_NAME_MAX = 100;

export const folderMessages = {
  created: 'Folder created',
  renamed: 'Folder renamed',
  deleteConfirm: 'Do you wish to delete the folder and all of its contents?',
  deleteFailed: 'There was a problem removing the folder, please refresh the page',
  rootProtected: 'The top-level folder of the organisation cannot be renamed or deleted.',
  nameTooShort: `A folder name needs at least ${FOLDER_NAME_MIN} characters.`,
} as const;

export const mediaItemMessages = {
  deleted: 'Image deleted!',
  deleteFailed: 'There was an issue deleting the file from storage',
  copied: 'Copied to clipboard',
  deleteConfirm: 'Are you sure you want to delete this item?',
  noFiles: 'No files',
  uploadFiles: 'Upload files',
  selectFiles: 'Select files to continue',
  notFailed: 'Only a file whose processing failed can be retried.',
  gone: 'This file does not exist any more. Please refresh the page.',
  nameRequired: 'Please give a name',
  renamed: 'Material updated',
} as const;

/** A folder title as typed: trimmed, inner spaces collapsed; null when too short. */
export function cleanFolderTitle(raw: string): string | null {
  const title = raw.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim().slice(0, FOLDER_NAME_MAX);
  return title.length >= FOLDER_NAME_MIN ? title : null;
}
