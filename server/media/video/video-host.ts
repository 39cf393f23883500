/**
 * The video host port (spec 002 section 7, the video hosting provider): the server, never the
 * browser, hands an mp4 to the host and learns how to play it. `local` renders an HLS rendition
 * and a thumbnail with ffmpeg on this machine (the server then serves the files); `jwplayer`
 * uploads to JW Player with the spec's multipart upload, its key held by the server only.
 */
export type VideoJob = {
  input: string;
  size: number;
  title: string;
  eventId: string;
  workDir: string;
  signal: AbortSignal;
  /** 0-100. */
  onProgress(percent: number): void;
};

export type PublishedVideo =
  /** Rendered here: files the server stores and serves (a playlist folder and a thumbnail). */
  | { kind: 'files'; videoId: string; duration: number; hlsDir: string; playlist: string; thumbnail: string }
  /** Hosted elsewhere: the host still encodes it; `status` is the host's (created, processing, ready, failed). */
  | { kind: 'hosted'; videoId: string; status: string; hls: string; thumbnail: string };

export interface VideoHost {
  readonly name: 'local' | 'jwplayer';
  /** Where browsers fetch playback from besides this server (the app's CSP connect-src allows them). */
  readonly playbackOrigins: readonly string[];
  publish(job: VideoJob): Promise<PublishedVideo>;
  /** The host's current status of a hosted video (created, processing, ready, failed). */
  status(videoId: string): Promise<string>;
  /** Removes a hosted video; rendered files are removed with the media item's files. */
  remove(videoId: string): Promise<void>;
}
