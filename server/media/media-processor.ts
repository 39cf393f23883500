/**
 * Processes uploaded media items on the server (spec 002 section 4, media upload): images to PNG
 * with a thumbnail, documents to one image per page with their notes, mp4 videos through the
 * video host. Jobs run through the queue; the record shows progress while one runs and ends
 * `ready` or `failed` with a message, never processing for ever: a crash or a restart finds the
 * unfinished records and queues them again.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaFilesPrefix, mediaPath, MEDIA_STORAGE, type MediaRecord } from '@domain/media/media-record';
import { mediaMessages, type MediaKind } from '@domain/media/media-types';
import { deleteField, type WriteData } from '@domain/documents/values';
import { EngineError, type DocumentEngine } from '../db/engine';
import type { FileStore } from '../files/file-store';
import { failureMessage, type DocumentConverter } from './convert/document-converter';
import { ConversionError } from './convert/conversion-error';
import { convertImage } from './convert/images';
import { createJobQueue } from './job-queue';
import { throttledProgress } from './progress-throttle';
import { documentFields } from './record-fields';
import { storeFile, storeHls } from './store-outputs';
import { refreshHostedVideos, WAITING_VIDEOS } from './video/hosted-video-status';
import type { VideoHost } from './video/video-host';

export type MediaProcessorOptions = {
  engine: DocumentEngine;
  files: FileStore;
  dataDir: string;
  videoHost: VideoHost;
  /** Documents to page images: in this process, or the converter service. */
  documents: DocumentConverter;
  /** Conversions at once; the rest wait. */
  concurrency: number;
  log: (message: string) => void;
};

const HOSTED_POLL_MS = 30_000;


export function createMediaProcessor({ engine, files, dataDir, videoHost, documents, concurrency, log }: MediaProcessorOptions) {
  const workRoot = join(dataDir, 'media-work');
  const queue = createJobQueue(concurrency, (key, error) => log(`media: job ${key} ended with an unexpected error: ${String(error)}`));

  /** Writes to the record; false when it was deleted meanwhile (its files are then removed). */
  async function patch(processId: string, data: WriteData): Promise<boolean> {
    try {
      await engine.commit([{ type: 'update', path: mediaPath(processId), data }]);
      return true;
    } catch (error) {
      if (error instanceof EngineError && error.code === 'not-found') {
        await files.removeUnder(mediaFilesPrefix(processId));
        return false;
      }
      throw error;
    }
  }

  async function convert(record: MediaRecord, input: string, workDir: string, signal: AbortSignal, onProgress: (p: number) => void): Promise<WriteData> {
    const id = record.id;
    const kind: MediaKind = record.typeOf;
    if (kind === 'image') {
      const out = await convertImage(input, workDir, signal);
      const url = await storeFile(files, id, 'image.png', out.image, 'image/png');
      const thumbnail = await storeFile(files, id, 'thumbnail.png', out.thumbnail, 'image/png');
      return { url, thumbnail, width: out.width, height: out.height, type: 'image/png', size: (await stat(out.image)).size };
    }
    if (kind === 'document') {
      const out = await documents.convert({ input, mediaType: record.media_type, workDir, signal, onProgress });
      return documentFields(out, (name, source, contentType) => storeFile(files, id, name, source, contentType));
    }
    const eventId = record.resourceID;
    const size = (await stat(input)).size;
    const video = await videoHost.publish({ input, size, title: record.name, eventId, workDir, signal, onProgress });
    if (video.kind === 'hosted') return { videoID: video.videoId, videoStatus: video.status, hls: video.hls, thumbnail: video.thumbnail };
    const hls = await storeHls(files, id, video.hlsDir, video.playlist);
    const thumbnail = await storeFile(files, id, 'thumbnail.png', video.thumbnail, 'image/png');
    return { videoID: video.videoId, videoStatus: 'ready', hls, thumbnail, duration: video.duration };
  }

  async function process(processId: string, signal: AbortSignal): Promise<void> {
    const doc = await engine.get(mediaPath(processId));
    if (!doc || doc.data.status !== 'processing') return;
    const record = { ...doc.data, id: doc.id } as MediaRecord;
    const workDir = join(workRoot, processId);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    const onProgress = throttledProgress(record.progress ?? 0, (progress) => {
      void patch(processId, { progress }).catch((error: unknown) => log(`media: progress of ${processId}: ${String(error)}`));
    });
    try {
      const input = await files.localFile(record.fullPath);
      if (!input) throw new ConversionError(mediaMessages.damaged);
      const result = await convert(record, input, workDir, signal, onProgress);
      if (signal.aborted) return;
      const finished = await patch(processId, { ...result, processing: false, status: 'ready', progress: 100, error: deleteField() });
      // An image's original is replaced by its PNG.
      if (finished && record.typeOf === 'image') await files.remove(record.fullPath);
    } catch (error) {
      // Stopped because the server is closing: the record stays queued and resumes on the next start.
      if (signal.aborted) return;
      const message = failureMessage(error);
      if (!(error instanceof ConversionError)) log(`media: processing ${processId} failed: ${String(error)}`);
      await removeOutputs(processId, record.fullPath);
      await patch(processId, { processing: false, status: 'failed', progress: 0, error: message });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Everything but the original, so a retry starts clean. */
  async function removeOutputs(processId: string, originalPath: string): Promise<void> {
    for (const path of await files.listUnder(mediaFilesPrefix(processId))) if (path !== originalPath) await files.remove(path);
  }

  const refreshVideos = async () => refreshHostedVideos(await engine.list(WAITING_VIDEOS), videoHost, (id, videoStatus) => patch(id, { videoStatus }));
  const hostedPoll =
    videoHost.name === 'local'
      ? null
      : setInterval(() => void refreshVideos().catch((error: unknown) => log(`media: asking the video host: ${String(error)}`)), HOSTED_POLL_MS);

  const enqueue = (processId: string) => queue.add({ key: processId, run: (signal) => process(processId, signal) });

  return {
    enqueue,
    isQueued: (processId: string) => queue.has(processId),
    /** Queues again every record left processing by a stop or a crash. */
    async resume(): Promise<number> {
      const unfinished = await engine.list({ path: MEDIA_STORAGE, where: [{ field: 'status', op: '==', value: 'processing' }] });
      for (const doc of unfinished) enqueue(doc.id);
      return unfinished.length;
    },
    idle: () => queue.idle(),
    close: () => {
      if (hostedPoll) clearInterval(hostedPoll);
      return queue.close();
    },
  };
}

export type MediaProcessor = ReturnType<typeof createMediaProcessor>;
