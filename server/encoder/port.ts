/**
 * The live encoder port (DESIGN.md, "External services are ports too"): a transcoder takes one
 * RTMP source and produces the stream's HLS. Two adapters: the local media server on this
 * machine (local/) and Wowza Video (wowza/). What happens to a transcoder reaches the server
 * as EncoderEvents (domain/streams/encoder-events.ts), whichever adapter runs it.
 */
import type { EncoderEvent } from '@domain/streams/encoder-events';
import type { TranscoderOptions } from '@domain/streams/transcoder-options';

/** Where and how a source publishes (the stream's settings/wowza document). */
export type Ingest = { rtmpUrl: string; streamName: string; username: string; password: string };

export type CreatedTranscoder = {
  transcoderId: string;
  ingest: Ingest;
  /** The HLS address viewers play: absolute, or a path on this server. */
  playbackUrl: string;
};

export type TranscoderMetrics = {
  /** A source is publishing right now. */
  connected: boolean;
  bitsInKbps: number | null;
  /** Seconds since the source started publishing. */
  uptimeSeconds: number | null;
};

export interface Encoder {
  readonly kind: 'local' | 'wowza';
  create(request: { name: string; options: TranscoderOptions }): Promise<CreatedTranscoder>;
  /** Reports start.requested, then start.complete once a source can publish. */
  start(transcoderId: string): Promise<void>;
  /** Disconnects any source; reports stop.complete. */
  stop(transcoderId: string): Promise<void>;
  /** Stops it and removes it with all it produced. */
  remove(transcoderId: string): Promise<void>;
  metrics(transcoderId: string): Promise<TranscoderMetrics>;
  /**
   * The program date-time (ms) the HLS gives what the source sends at `wallMs`: where a slide cut
   * made then belongs in the stream. null while the transcoder has produced nothing to tell.
   */
  programTime(transcoderId: string, wallMs: number): number | null;
  /** Stops it and makes one MP4 of what it recorded; reports recording.ready or recording.failed. */
  record(transcoderId: string): Promise<void>;
  /**
   * A viewer's address of its playback with the expiring token the encoder's CDN asks for; null
   * for an address it does not serve. Absent when its playback asks for none.
   */
  signPlayback?(url: string): string | null;
  /**
   * Viewers' own address of the playback address `url`, where their playlist can end apart from
   * the console's; null for an address it does not serve. Absent where viewers play `url` itself.
   */
  viewerPlayback?(url: string): string | null;
  /**
   * Stop live: viewers' playlist ends (EXT-X-ENDLIST) after the last segment begun before what
   * the source sent at `wallMs`, and stays served, so players a little behind play to that end.
   */
  endViewing?(transcoderId: string, wallMs: number): Promise<void>;
  /** Go live: viewers' playlist is the live one again. */
  resumeViewing?(transcoderId: string): Promise<void>;
}

export type EncoderEventSink = (event: EncoderEvent) => Promise<void>;

/** The encoder cannot be used: not installed, not configured, or its service refused. */
export class EncoderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EncoderUnavailableError';
  }
}

/** The transcoder does not exist (any more) on the encoder. */
export class UnknownTranscoderError extends Error {
  constructor(transcoderId: string) {
    super(`The encoder has no transcoder ${transcoderId}.`);
    this.name = 'UnknownTranscoderError';
  }
}
