/**
 * What the media library accepts (spec 002 sections 4, 5 and 9): images, the five document types
 * and mp4 videos. A file's kind is decided by its bytes (`detectMediaType`), never by its name;
 * the name's extension only has to agree.
 */

export const MEDIA_KINDS = ['image', 'document', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export type MediaFormat = {
  /** The record's media_type: the detected format's usual extension. */
  mediaType: string;
  kind: MediaKind;
  contentType: string;
  /** Extensions a file name of this format may end with, lower case. */
  extensions: readonly string[];
};

export const MEDIA_FORMATS: readonly MediaFormat[] = [
  { mediaType: 'jpeg', kind: 'image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mediaType: 'png', kind: 'image', contentType: 'image/png', extensions: ['png'] },
  { mediaType: 'webp', kind: 'image', contentType: 'image/webp', extensions: ['webp'] },
  { mediaType: 'gif', kind: 'image', contentType: 'image/gif', extensions: ['gif'] },
  { mediaType: 'pdf', kind: 'document', contentType: 'application/pdf', extensions: ['pdf'] },
  { mediaType: 'pptx', kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'] },
  { mediaType: 'docx', kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  { mediaType: 'ppt', kind: 'document', contentType: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  { mediaType: 'doc', kind: 'document', contentType: 'application/msword', extensions: ['doc'] },
  { mediaType: 'mp4', kind: 'video', contentType: 'video/mp4', extensions: ['mp4'] },
];

/** Spec 002 section 9: at most 10 files per upload batch. */
export const MAX_FILES_PER_BATCH = 10;

/**
 * Size limits per kind (the spec names none): far above real slides, images and talks, low enough
 * that one upload cannot fill the disk. Files must be at most this large.
 */
export const MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 25 * 1024 * 1024,
  document: 100 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
};
/** Documents with more pages than this are refused: each page becomes a stored image. */
export const MAX_DOCUMENT_PAGES = 200;

/** Images with more pixels than this are refused from their header, before any decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Image bounds (spec 002 section 9, library upload): fit inside 1080 x 1920 as PNG. */
export const IMAGE_BOUNDS = { width: 1080, height: 1920 } as const;
/** Slides and pages are rendered to this width; thumbnails fit in this box. */
export const SLIDE_WIDTH = 1280;
export const THUMBNAIL_BOUNDS = { width: 320, height: 320 } as const;

/** The longest file or folder name kept; longer names are cut. */
export const MAX_NAME_LENGTH = 200;

export const mediaMessages = {
  /** Spec 002 section 5: no user id or open folder, and upload or rename failures. */
  refresh: 'There was an error, please refresh the page',
  videoNeedsEvent: 'Event ID is required, please refresh the page!',
  tooMany: `You can upload at most ${MAX_FILES_PER_BATCH} files at once.`,
  unsupported: 'This file type is not supported. Upload images (JPG, PNG, WebP, GIF), presentations (PPT, PPTX, PDF, DOC, DOCX) or MP4 videos.',
  nameMismatch: (name: string, detected: string) => `The content of ${name} is not what its name says (it is a ${detected.toUpperCase()} file). Rename it or upload the right file.`,
  tooLarge: (kind: MediaKind) => `This file is too large: ${kind}s can be at most ${formatLimit(MAX_BYTES[kind])}.`,
  empty: 'This file is empty.',
  folderMissing: 'The folder was deleted while the file was uploading. Choose another folder and upload again.',
  noName: 'The file needs a name.',
  passwordProtected: 'This PDF is protected with a password. Remove the password and upload it again.',
  tooManyPages: (pages: number) => `This document has ${pages} pages; at most ${MAX_DOCUMENT_PAGES} can be converted. Split it and upload the parts.`,
  damaged: 'The file could not be converted; it may be damaged. Open it, save it again and upload it again.',
  timedOut: 'Converting the file took too long and was stopped. Try again, or upload a smaller file.',
  unpacksTooLarge:
    'This presentation unpacks to far more data than slides and notes hold, so it was not converted. Open it, save it again and upload it again.',
  overLimit: (limit: 'memory' | 'cpu' | 'output') =>
    `Converting the file needed ${{ memory: 'more memory', cpu: 'more computing time', output: 'more disk space' }[limit]} than one file may take, ` +
    'so it was stopped. Upload a smaller or simpler file.',
  imageTooLarge: (width: number, height: number) =>
    `This image is ${width} x ${height} pixels; images can have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels. Make it smaller and upload it again.`,
  notInstalled: (tool: string) => `The server cannot convert this file: ${tool} is not installed.`,
  converterUnavailable: 'The document converter could not be reached, so the file was not converted. Try again in a few minutes.',
  videoHostUnavailable: 'This deployment has no video host set up, so videos cannot be uploaded. Ask its administrator to set one up.',
  uploadMissing: 'The uploaded file was not found; upload it again.',
} as const;

function formatLimit(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`;
}

export const formatByMediaType = (mediaType: string): MediaFormat | undefined => MEDIA_FORMATS.find((f) => f.mediaType === mediaType);

/** The lower-case extension of a file name, or ''. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file name as stored: path separators, control characters and leading dots removed, spaces
 * collapsed, at most MAX_NAME_LENGTH characters with the extension kept. Unicode letters stay.
 */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').replace(/^.*[/\\]/, '');
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const ext = extensionOf(cleaned);
  const keep = ext && ext.length < 20 ? `.${ext}` : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - keep.length) + keep;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/**
 * The format of a file from its first bytes (at least the first 4 KB when the file is that
 * long), or null. Zip-based Office files are told apart by the name of a part near the start
 * (`ppt/` or `word/`), OLE ones (ppt, doc) by the name's extension, since both share one header.
 */
export function detectMediaType(head: Uint8Array, fileName: string): MediaFormat | null {
  const ext = extensionOf(fileName);
  const by = (mediaType: string) => formatByMediaType(mediaType) ?? null;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return by('jpeg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return by('png');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return by('gif');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return by('webp');
  if (ascii(head, 0, 1024).includes('%PDF-')) return by('pdf');
  if (ascii(head, 4, 8) === 'ftyp') return by('mp4');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const text = ascii(head, 0, head.length);
    if (text.includes('ppt/')) return by('pptx');
    if (text.includes('word/')) return by('docx');
    // The part names can sit past the first bytes; the extension decides between the two.
    if (text.includes('[Content_Types].xml') && (ext === 'pptx' || ext === 'docx')) return by(ext);
    return null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ext === 'ppt' || ext === 'doc' ? by(ext) : null;
  return null;
}

/** Whether a name's extension fits a detected format (jpg for jpeg and so on). */
export function extensionFits(fileName: string, format: MediaFormat): boolean {
  return format.extensions.includes(extensionOf(fileName));
}

/** The format a name's extension claims, before the bytes are seen (the browser's early check). */
export const formatByExtension = (fileName: string): MediaFormat | undefined =>
  MEDIA_FORMATS.find((f) => f.extensions.includes(extensionOf(fileName)));
