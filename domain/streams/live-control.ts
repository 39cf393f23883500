/**
 * The transcoder control of a stream (spec 001 section 4.1, "Button states"): what the operator
 * can do next, read from the stream and the latest encoder event. The console of the live tool
 * and the stream page show the same control.
 */
import { SOURCE_STOPPED, TRANSCODER_EVENTS, type TranscoderEventName } from './encoder-events';
import type { Stream } from './stream';

export type LiveAction =
  | { kind: 'studio' }
  | { kind: 'create-transcoder' }
  | { kind: 'start-transcoder' }
  | { kind: 'go-live' }
  | { kind: 'stop-live' }
  | { kind: 'create-recording' }
  /** A state shown on a disabled button. */
  | { kind: 'state'; label: 'Transcoder starting' | 'Transcoder running' };

export const LIVE_ACTION_LABELS = {
  studio: 'Studio',
  'create-transcoder': 'Create transcoder',
  'start-transcoder': 'Start transcoder',
  'go-live': 'Go live',
  'stop-live': 'Stop live',
  'create-recording': 'Create recording',
} as const;

type ControlStream = Pick<Stream, 'vod' | 'wowzaID' | 'transcoderStatus' | 'live' | 'streamLive' | 'dropLive'>;

/** The latest transcoder event of a stream, as the control reads it. */
export function latestTranscoderEvent(stream: Pick<Stream, 'webhook'>): TranscoderEventName | null {
  const event = stream.webhook?.objectType === 'transcoder' ? stream.webhook.event : null;
  return (TRANSCODER_EVENTS as readonly string[]).includes(event ?? '') ? (event as TranscoderEventName) : null;
}

export function liveActions(stream: ControlStream, latestEvent: TranscoderEventName | null): LiveAction[] {
  if (stream.vod) return [{ kind: 'studio' }];
  if (!stream.wowzaID) return [{ kind: 'create-transcoder' }];
  if (stream.transcoderStatus === 'starting') return [{ kind: 'state', label: 'Transcoder starting' }];
  if (stream.transcoderStatus !== 'running') return [{ kind: 'start-transcoder' }];
  if (stream.streamLive) return [{ kind: 'stop-live' }];
  if (stream.dropLive) return stream.live ? [{ kind: 'go-live' }, { kind: 'create-recording' }] : [{ kind: 'create-recording' }];
  if (stream.live) return [{ kind: 'go-live' }];
  if (latestEvent && SOURCE_STOPPED.includes(latestEvent)) return [{ kind: 'create-recording' }];
  return [{ kind: 'state', label: 'Transcoder running' }];
}
