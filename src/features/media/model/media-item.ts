/**
 * A media record as the screens use it (spec 002 sections 2, 3 and 9): parsed leniently, since
 * records written by the original product may lack the newer fields.
 */
import { z } from 'zod';
import type { MediaKind } from '@domain/media/media-types';

const text = z.string().catch('');
const date = z.date().nullable().catch(null);

const itemSchema = z.object({
  name: text,
  nameLowerCase: text,
  url: text,
  type: text,
  size: z.number().catch(0),
  typeOf: z.enum(['image', 'document', 'video']).catch('document'),
  media_type: text,
  fileType: text,
  resourceID: text,
  folderID: text,
  createdAt: date,
  processing: z.boolean().catch(false),
  status: z.enum(['processing', 'ready', 'failed']).optional().catch(undefined),
  progress: z.number().catch(0),
  error: z.string().optional().catch(undefined),
  thumbnail: z.string().optional().catch(undefined),
  fileList: z.array(z.string()).catch([]),
  slides: z.array(z.object({ url: z.string(), notes: z.string().catch('') })).catch([]),
  videoStatus: z.string().optional().catch(undefined),
  hls: z.string().optional().catch(undefined),
  width: z.number().optional().catch(undefined),
  height: z.number().optional().catch(undefined),
});

export type MediaItem = z.infer<typeof itemSchema> & { id: string; kind: MediaKind };

export function toMediaItem(id: string, data: unknown): MediaItem {
  const parsed = itemSchema.parse(data ?? {});
  return { ...parsed, id, kind: parsed.typeOf, status: parsed.status ?? (parsed.processing ? 'processing' : 'ready') };
}

/** Spec 002 section 4: processing records and videos the host still encodes show "Processing". */
export function isProcessing(item: MediaItem): boolean {
  return item.status === 'processing' || item.processing || item.videoStatus === 'created' || item.videoStatus === 'processing';
}

export const isFailed = (item: MediaItem) => item.status === 'failed';

/** What a tile shows: the thumbnail, else the image itself. */
export const previewUrl = (item: MediaItem): string | null => item.thumbnail || (item.kind === 'image' && !isProcessing(item) ? item.url : null) || null;

export const SORT_ORDERS = ['recent', 'alphabetically', 'oldest', 'type', 'largest', 'smallest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  recent: 'Recent',
  alphabetically: 'Alphabetically',
  oldest: 'Oldest',
  type: 'Type',
  largest: 'Largest',
  smallest: 'Smallest',
};

const time = (item: MediaItem) => item.createdAt?.getTime() ?? 0;

export function sortItems(items: readonly MediaItem[], order: SortOrder): MediaItem[] {
  const byName = (a: MediaItem, b: MediaItem) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  const compare: Record<SortOrder, (a: MediaItem, b: MediaItem) => number> = {
    recent: (a, b) => time(b) - time(a),
    oldest: (a, b) => time(a) - time(b),
    alphabetically: byName,
    type: (a, b) => a.fileType.localeCompare(b.fileType) || byName(a, b),
    largest: (a, b) => b.size - a.size,
    smallest: (a, b) => a.size - b.size,
  };
  return [...items].sort((a, b) => compare[order](a, b) || a.id.localeCompare(b.id));
}

/** Spec 002 section 2: the type toggles images, videos, documents. */
export const TYPE_GROUPS = [
  { kind: 'image', label: 'Images' },
  { kind: 'video', label: 'Videos' },
  { kind: 'document', label: 'Documents' },
] as const satisfies readonly { kind: MediaKind; label: string }[];

/** Spec 002 section 9: the library shows sizes in units of 1024. */
export function librarySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Spec 002 section 9: the media bank shows MB with two decimals (bytes / 1,000,000). */
export const bankSize = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
