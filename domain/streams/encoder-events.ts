/**
 * What an encoder reports about a transcoder, in one vocabulary for every adapter: the webhook
 * events of the production encoder (spec 001 section 4.1 names them) and the local media
 * server's callbacks both become these. `streamChangeFor` is what each does to the stream.
 */
import type { DocData } from '../documents/values';

export const TRANSCODER_EVENTS = [
  'start.requested',
  'start.complete',
  'stop.complete',
  'video.started',
  'video.stopped',
  'audio.started',
  'audio.stopped',
  /** The encoder process failed; `message` says how and what happened next. */
  'error',
] as const;
export type TranscoderEventName = (typeof TRANSCODER_EVENTS)[number];

export type EncoderEvent =
  | { objectType: 'transcoder'; event: TranscoderEventName; transcoderId: string; at: Date; message?: string }
  | { objectType: 'recording'; event: 'recording.ready'; transcoderId: string; at: Date; url: string; duration: number }
  | { objectType: 'recording'; event: 'recording.failed'; transcoderId: string; at: Date; message: string };

export const SOURCE_STARTED: readonly TranscoderEventName[] = ['video.started', 'audio.started'];
export const SOURCE_STOPPED: readonly TranscoderEventName[] = ['video.stopped', 'audio.stopped'];

/** The stream fields an event sets (plain values: the server adds the times). */
export function streamChangeFor(event: EncoderEvent): DocData {
  if (event.objectType === 'recording') {
    return event.event === 'recording.ready'
      ? { masterVideo: { url: event.url, duration: event.duration, createdAt: event.at }, masterError: null }
      : { masterError: event.message };
  }
  switch (event.event) {
    // No source can publish to a transcoder that is only now starting.
    case 'start.requested':
      return { transcoderStatus: 'starting', live: false };
    case 'start.complete':
      return { transcoderStatus: 'running', live: false };
    case 'stop.complete':
      return { transcoderStatus: 'stopped', live: false };
    case 'video.started':
    case 'audio.started':
      return { live: true };
    case 'video.stopped':
    case 'audio.stopped':
      return { live: false };
    case 'error':
      return {};
  }
}

/** The webhook record's payload (spec 001 section 3: payload.object_type, payload.event). */
export function webhookPayload(event: EncoderEvent): DocData {
  return {
    object_type: event.objectType,
    object_id: event.transcoderId,
    event: event.event,
    event_time: event.at,
    ...('message' in event && event.message ? { message: event.message } : {}),
  };
}
