/**
 * JW Player as the video host (spec 002 section 7): create the media with upload method
 * "multipart" and the event in custom_params, ask for the parts' upload links, PUT each
 * 10,000,000-byte part, complete the upload. Playback is the media's HLS manifest, the thumbnail
 * the CDN's `{id}-720.jpg`. The API secret stays on the server.
 */
import { open } from 'node:fs/promises';
import type { PublishedVideo, VideoHost, VideoJob } from './video-host';

/** Spec 002 section 9: video chunk size. */
export const VIDEO_CHUNK_BYTES = 10_000_000;

export type JwPlayerConfig = {
  siteId: string;
  /** The v2 API secret. */
  apiSecret: string;
  apiBase?: string;
  cdnBase?: string;
  fetch?: typeof fetch;
};

export class VideoHostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoHostError';
  }
}

export function createJwPlayerVideoHost(config: JwPlayerConfig): VideoHost {
  const api = (config.apiBase ?? 'https://api.jwplayer.com').replace(/\/+$/, '');
  const cdn = (config.cdnBase ?? 'https://cdn.jwplayer.com').replace(/\/+$/, '');
  const http = config.fetch ?? fetch;
  const site = encodeURIComponent(config.siteId);

  async function call<T>(method: string, url: string, token: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const res = await http(url, {
      method,
      signal,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new VideoHostError(`The video host answered ${res.status} to ${method} ${new URL(url).pathname}.`);
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  return {
    name: 'jwplayer',
    playbackOrigins: [new URL(cdn).origin],
    async publish(job: VideoJob): Promise<PublishedVideo> {
      const created = await call<{ id: string; upload_id: string; upload_token: string }>(
        'POST',
        `${api}/v2/sites/${site}/media/`,
        config.apiSecret,
        { upload: { method: 'multipart' }, metadata: { title: job.title, custom_params: { eventID: job.eventId } } },
        job.signal,
      );
      const partCount = Math.max(1, Math.ceil(job.size / VIDEO_CHUNK_BYTES));
      const { parts } = await call<{ parts: { upload_link: string }[] }>(
        'GET',
        `${api}/v2/uploads/${encodeURIComponent(created.upload_id)}/parts?page=1&page_length=${partCount}`,
        created.upload_token,
        undefined,
        job.signal,
      );
      if (parts.length < partCount) throw new VideoHostError(`The video host gave ${parts.length} upload links for ${partCount} parts.`);
      const file = await open(job.input, 'r');
      try {
        for (let i = 0; i < partCount; i++) {
          const length = Math.min(VIDEO_CHUNK_BYTES, job.size - i * VIDEO_CHUNK_BYTES);
          const chunk = Buffer.alloc(length);
          await file.read(chunk, 0, length, i * VIDEO_CHUNK_BYTES);
          const res = await http(parts[i].upload_link, { method: 'PUT', body: chunk, signal: job.signal });
          if (!res.ok) throw new VideoHostError(`The video host refused part ${i + 1} of ${partCount} (${res.status}).`);
          job.onProgress(((i + 1) / partCount) * 95);
        }
      } finally {
        await file.close();
      }
      await call('PUT', `${api}/v2/uploads/${encodeURIComponent(created.upload_id)}/complete`, created.upload_token, undefined, job.signal);
      const id = encodeURIComponent(created.id);
      return { kind: 'hosted', videoId: created.id, status: 'processing', hls: `${cdn}/manifests/${id}.m3u8`, thumbnail: `${cdn}/thumbs/${id}-720.jpg` };
    },
    async status(videoId) {
      const media = await call<{ status?: string }>('GET', `${api}/v2/sites/${site}/media/${encodeURIComponent(videoId)}/`, config.apiSecret);
      return media.status ?? 'processing';
    },
    async remove(videoId) {
      await call('DELETE', `${api}/v2/sites/${site}/media/${encodeURIComponent(videoId)}/`, config.apiSecret);
    },
  };
}
