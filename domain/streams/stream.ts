/**
 * Streams (spec 001 section 3): their paths and the fields the app and the server read. The
 * server writes every field through the stream calls (domain/api/contracts.ts); `readStream`
 * turns a stored document into this shape whatever it holds.
 */
import { EVENT_STATES, type EventState } from '../events/event-rules';
import { readTranscoderOptions, type TranscoderOptions } from './transcoder-choices';

export const STREAMS = (eventId: string) => `events/${eventId}/streams`;
export const STREAM = (eventId: string, streamId: string) => `${STREAMS(eventId)}/${streamId}`;
export const STREAM_LOGS = (eventId: string, streamId: string) => `${STREAM(eventId, streamId)}/logs`;
/** The transcoder's ingest details: only producers and owners read them. */
export const STREAM_ENCODER_SETTINGS = (eventId: string, streamId: string) => `${STREAM(eventId, streamId)}/settings/wowza`;
/** The encoder's events for the event's streams, each naming its stream. */
export const WEBHOOKS = (eventId: string) => `events/${eventId}/webhooks`;
/** View tokens: one per viewer session of a stream, with the seconds watched. */
export const VIEW_TOKENS = (eventId: string) => `events/${eventId}/tokens`;
/** Views and watch seconds of a stream per day, kept by the server as tokens arrive. */
export const STREAM_VIEW_DAYS = (eventId: string, streamId: string) => `${STREAM(eventId, streamId)}/viewDays`;
/** Which event and stream a transcoder serves; written and read by the server only. */
export const TRANSCODERS = 'transcoders';
/** The VOD records the studio edits (spec 001 section 3, "VOD record"). */
export const VODS = (eventId: string) => `events/${eventId}/videos`;

/** The stream type (spec 001 section 3), with the labels of the reading issue 14 names. */
export const STREAM_TYPES = [
  { value: 'default', label: 'Webcast', tag: 'Video-Only' },
  { value: 'videocast', label: 'Webcast and slides', tag: 'Side-By-Side' },
  { value: 'audiocast', label: 'Audio and slides', tag: 'Audiocast' },
] as const;
export type StreamType = (typeof STREAM_TYPES)[number]['value'];
export const isStreamType = (value: unknown): value is StreamType => STREAM_TYPES.some((t) => t.value === value);

export const TRANSCODER_STATUSES = ['starting', 'running', 'stopped'] as const;
export type TranscoderStatus = (typeof TRANSCODER_STATUSES)[number];

/** The product's own streaming service; the others of the spec are listed but the field is disabled. */
export const DEFAULT_STREAMING_SERVICE = 'eventdesk';

export type StartTime = { startTime: number; downTime: number };

export type StreamThumbnail = { url: string; name?: string };

export type MasterVideo = { url: string; duration: number; createdAt: Date | null };

/** The latest thing the encoder reported (the transcoder control and the Encoder tab read it). */
export type LatestWebhook = { objectType: string; event: string; message: string | null; createdAt: Date | null };

export type Stream = {
  id: string;
  title: string;
  description: string;
  date: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  streamType: StreamType;
  /** Meeting yes / no. */
  videoStream: boolean;
  chatID: string | null;
  deckID: string | null;
  thumbnail: StreamThumbnail | null;
  /** A source is publishing to the transcoder. */
  live: boolean;
  /** The operator has gone live: viewers are on air. */
  streamLive: boolean;
  dropLive: boolean;
  /** The live tool's rehearsal (issue 14): the console runs everything, viewers see none of it. */
  rehearsal: boolean;
  /** The event state the rehearsal plays with (the console's state buttons during it); null outside one. */
  rehearsalState: EventState | null;
  preview: boolean;
  vod: boolean;
  masterVideo: MasterVideo | null;
  /** A recording failed: why. */
  masterError: string | null;
  wowzaID: string | null;
  transcoderStatus: TranscoderStatus | null;
  /** What the transcoder was created with (null: none, or stored by an older version). */
  setup: TranscoderOptions | null;
  /** 'audio' or 'video': what the transcoder outputs. */
  type: 'audio' | 'video' | null;
  /** The HLS playback address. */
  direct: string | null;
  /** Input bitrate in kbps and current viewers, from the last uptime poll. */
  bitrateKbps: number | null;
  uniqueViews: number | null;
  startTimes: StartTime[];
  views: number;
  viewTime: number;
  vodID: string | null;
  webhook: LatestWebhook | null;
  /** The id of the stream's cue log (domain/livetool/stream-cues.ts), its viewers' secret. */
  cueKey: string;
};

/** The cue log's id of a stream made before cue keys. */
export const LEGACY_CUE_KEY = 'cues';

const isEventState = (v: unknown): v is EventState => (EVENT_STATES as readonly unknown[]).includes(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const date = (v: unknown): Date | null => (v instanceof Date ? v : null);
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);

function metricValue(current: Record<string, unknown> | null, key: string): number | null {
  return finite(record(current?.[key])?.value);
}

function readMasterVideo(v: unknown): MasterVideo | null {
  const m = record(v);
  const url = nonEmpty(m?.url);
  return m && url ? { url, duration: finite(m.duration) ?? 0, createdAt: date(m.createdAt) } : null;
}

function readWebhook(v: unknown): LatestWebhook | null {
  const w = record(v);
  const event = nonEmpty(w?.event);
  return w && event ? { objectType: text(w.object_type), event, message: nonEmpty(w.message), createdAt: date(w.createdAt) } : null;
}

function readStartTimes(v: unknown): StartTime[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((entry) => {
    const e = record(entry);
    const startTime = finite(e?.startTime);
    return startTime === null ? [] : [{ startTime, downTime: finite(e?.downTime) ?? 0 }];
  });
}

export function readStream(id: string, data: Record<string, unknown> | null | undefined): Stream {
  const d = data ?? {};
  const thumbnail = record(d.thumbnail);
  const status = d.transcoderStatus;
  return {
    id,
    title: text(d.title),
    description: text(d.description),
    date: date(d.date),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    streamType: isStreamType(d.streamType) ? d.streamType : 'default',
    videoStream: d.videoStream === true,
    chatID: nonEmpty(d.chatID),
    deckID: nonEmpty(d.deckID),
    thumbnail: thumbnail && nonEmpty(thumbnail.url) ? { url: text(thumbnail.url), ...(nonEmpty(thumbnail.name) ? { name: text(thumbnail.name) } : {}) } : null,
    live: d.live === true,
    streamLive: d.streamLive === true,
    dropLive: d.dropLive === true,
    rehearsal: d.rehearsal === true,
    rehearsalState: d.rehearsal === true && isEventState(d.rehearsalState) ? d.rehearsalState : null,
    preview: d.preview === true,
    vod: d.vod === true,
    masterVideo: readMasterVideo(d.masterVideo),
    masterError: nonEmpty(d.masterError),
    wowzaID: nonEmpty(d.wowzaID),
    transcoderStatus: (TRANSCODER_STATUSES as readonly unknown[]).includes(status) ? (status as TranscoderStatus) : null,
    setup: readTranscoderOptions(d.setup),
    type: d.type === 'audio' || d.type === 'video' ? d.type : null,
    direct: nonEmpty(d.direct),
    bitrateKbps: metricValue(record(record(d.uptime)?.current), 'bits_in_rate'),
    uniqueViews: metricValue(record(record(d.uptime)?.current), 'unique_views'),
    startTimes: readStartTimes(d.startTimes),
    views: count(d.views),
    viewTime: count(d.viewTime),
    vodID: nonEmpty(d.vodID),
    webhook: readWebhook(d.webhook),
    cueKey: nonEmpty(d.cueKey) ?? LEGACY_CUE_KEY,
  };
}
