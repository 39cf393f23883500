/**
 * A hosted video is still encoded by its host after the upload: its status is asked for until the
 * host says ready or failed, so the tile's "Processing" ends. The embedded server asks on a timer
 * (media-processor.ts), the Firebase deployment from its scheduled upkeep function
 * (server/api/stale-hosted-media.ts); both list the waiting records with this query.
 */
import type { QuerySpec } from '@domain/documents/query';
import { MEDIA_STORAGE } from '@domain/media/media-record';
import type { VideoHost } from './video-host';

export const WAITING_VIDEOS: QuerySpec = { path: MEDIA_STORAGE, where: [{ field: 'videoStatus', op: 'in', value: ['created', 'processing'] }] };

type Waiting = { id: string; data: Record<string, unknown> };

/** Asks the host about each uploaded video of `waiting` and writes a changed status; answers how many changed. */
export async function refreshHostedVideos(waiting: readonly Waiting[], host: VideoHost, write: (id: string, videoStatus: string) => Promise<unknown>): Promise<number> {
  let changed = 0;
  for (const { id, data } of waiting) {
    // Still uploading (the record is processing): the host has no video for it yet.
    if (data.status !== 'ready' || typeof data.videoID !== 'string') continue;
    const status = await host.status(data.videoID);
    if (status === data.videoStatus) continue;
    await write(id, status);
    changed++;
  }
  return changed;
}
