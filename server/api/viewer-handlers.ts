/**
 * The viewer's side of a stream (the public site's player): what to play, and view tokens
 * (spec 001 section 3) that count views and watch seconds. A token's seconds grow only by the
 * time that passed since its last report, so a client cannot inflate them; one report updates
 * the token, the event's watch-time record (the dashboard's Stream watch time), the stream's
 * day figures (its Analytics tab), its totals (the streams list), and the viewer's participant
 * (watch seconds, score, online) and visitor record (their session goes on), all at once.
 */
import { ANALYTICS_COLLECTION, WATCH_TIME_FIELD } from '@domain/events/analytics';
import { newDocumentId } from '@domain/documents/paths';
import { increment, serverTimestamp } from '@domain/documents/values';
import { readStream, STREAM, STREAM_VIEW_DAYS, STREAMS, VIEW_TOKENS, VODS, type Stream } from '@domain/streams/stream';
import type { DocData } from '@domain/documents/values';
import { dayKey } from '@domain/streams/view-analytics';
import { viewersOnAir } from '@domain/livetool/on-air';
import { HttpError, notFound } from '../http/errors';
import type { ApiContext, ApiHandler } from './handler-types';
import { isDocId } from './resource-roles';
import { requireSiteAccess, siteViewerOf } from './site-gate';
import { activeParticipant, noteActivity } from './participant-activity';
import { visitorKey, visitorPath } from './visitor-records';
import { playbackAddress } from './hls-access';
import type { WindowSpec } from '../limits/limit-counter';

const NOT_AVAILABLE = 'This stream is not available.';
const VIDEO_NOT_AVAILABLE = 'This video is not available.';
/** A report may add at most the time since the last one plus this much (clocks and networks jitter). */
const REPORT_SLACK_SECONDS = 5;
/** A player reports every 30 s; a gap longer than this is a pause, not watching. */
const MAX_REPORT_SECONDS = 120;

/** A stream the public may watch: it exists, its event is not hidden, and the viewer holds what its site asks (site-gate.ts). */
async function viewableStream(
  ctx: ApiContext,
  eventId: string,
  streamId: string,
  pass: string | undefined,
): Promise<{ stream: Stream; event: DocData; participantId: string | null }> {
  if (!isDocId('events', eventId) || !isDocId(STREAMS(eventId), streamId)) throw notFound(NOT_AVAILABLE);
  const event = await ctx.services.docs.get(`events/${eventId}`);
  if (!event || event.data.state === 'hidden') throw notFound(NOT_AVAILABLE);
  const participantId = await requireSiteAccess(ctx, eventId, event.data, pass);
  const doc = await ctx.services.docs.get(STREAM(eventId, streamId));
  if (!doc) throw notFound(NOT_AVAILABLE);
  return { stream: readStream(doc.id, doc.data), event: event.data, participantId };
}

/** The address with the token the live encoder's CDN asks for (Wowza's, when its targets ask for one); null for any other address. */
const encoderSigned = (ctx: ApiContext, url: string) => ctx.services.encoder?.signPlayback?.(url) ?? null;

export const watchStream: ApiHandler<'watchStream'> = {
  access: 'public',
  async run({ eventId, streamId, pass }, ctx) {
    const { stream, event, participantId } = await viewableStream(ctx, eventId, streamId, pass);
    const audioOnly = stream.type === 'audio' || stream.streamType === 'audiocast';
    const shown = { title: stream.title, audioOnly, streamType: stream.streamType, cueKey: stream.cueKey };
    // A site that is not open gets addresses signed for its current protection and the viewer's participant (hls-access.ts).
    const address = (url: string) => encoderSigned(ctx, url) ?? playbackAddress(ctx.services.docs, event, url, participantId);
    if (stream.vod) {
      return stream.masterVideo ? { ...shown, state: 'vod', playbackUrl: await address(stream.masterVideo.url) } : { ...shown, state: 'processing', playbackUrl: null };
    }
    // A rehearsal is off air for viewers, whatever the console does (domain/livetool/on-air).
    const onAir = viewersOnAir(stream);
    const viewers = stream.direct && (ctx.services.encoder?.viewerPlayback?.(stream.direct) ?? null);
    if (onAir && stream.live && stream.direct) return { ...shown, state: 'live', playbackUrl: await address(viewers || stream.direct) };
    // Taken off air after viewers saw it live: ended (until it goes live again), with the playlist
    // the encoder closed for them where it does. On air without a source: offline for now.
    if (!onAir && stream.startTimes.length > 0) return { ...shown, state: 'ended', playbackUrl: viewers ? await address(viewers) : null };
    return { ...shown, state: 'offline', playbackUrl: null };
  },
};

/**
 * A VOD block's video: the event's video record (the studio's, spec 001 "VOD record") plays its
 * master recording; its title is its stream's. Public, like watchStream, unless the event is hidden.
 */
export const watchVideo: ApiHandler<'watchVideo'> = {
  access: 'public',
  async run({ eventId, videoId, pass }, ctx) {
    if (!isDocId('events', eventId) || !isDocId(VODS(eventId), videoId)) throw notFound(VIDEO_NOT_AVAILABLE);
    const event = await ctx.services.docs.get(`events/${eventId}`);
    if (!event || event.data.state === 'hidden') throw notFound(VIDEO_NOT_AVAILABLE);
    const participantId = await requireSiteAccess(ctx, eventId, event.data, pass);
    const video = await ctx.services.docs.get(`${VODS(eventId)}/${videoId}`);
    if (!video) throw notFound(VIDEO_NOT_AVAILABLE);
    const streamId = typeof video.data.streamID === 'string' ? video.data.streamID : '';
    const stream = streamId && isDocId(STREAMS(eventId), streamId) ? await ctx.services.docs.get(STREAM(eventId, streamId)) : null;
    const metadata = video.data.metadata;
    const ownTitle = metadata && typeof metadata === 'object' && !Array.isArray(metadata) && 'title' in metadata && typeof metadata.title === 'string' ? metadata.title : '';
    const title = ownTitle || (stream ? readStream(stream.id, stream.data).title : '');
    const master = typeof video.data.masterVideo === 'string' && video.data.masterVideo !== '' ? video.data.masterVideo : null;
    const url = master && (encoderSigned(ctx, master) ?? (await playbackAddress(ctx.services.docs, event.data, master, participantId)));
    const watchedStream = stream ? stream.id : null;
    return url ? { title, state: 'vod', playbackUrl: url, streamId: watchedStream } : { title, state: 'processing', playbackUrl: null, streamId: watchedStream };
  },
};

/** New viewers per address: a page reload is a new view, a loop of them is not a crowd. */
export const NEW_VIEWERS_LIMIT: WindowSpec = { name: 'new-viewers', limit: 30, windowMs: 60_000 };

/**
 * Who a token's viewer is, for the console's count of viewers now (transcoder-handlers.ts): the
 * participant of their pass, else their browser's visitor, else the token alone. A reload or a
 * player that starts again after the encoder reconnected is a new token of the same viewer.
 */
function viewerKeyOf(participantId: string | null, visitor: string | null, tokenId: string): string {
  if (participantId) return `participant:${participantId}`;
  return visitor ? `visitor:${visitor}` : `token:${tokenId}`;
}

export function createStartWatching(): ApiHandler<'startWatching'> {
  return {
    access: 'public',
    async run({ eventId, streamId, pass, visitorId }, ctx) {
      await viewableStream(ctx, eventId, streamId, pass);
      const address = ctx.clientAddress || 'unknown';
      const taken = await ctx.services.limits.takeAll([{ window: NEW_VIEWERS_LIMIT, key: address }]);
      if (!taken.ok) throw new HttpError(429, 'resource-exhausted', 'Too many new viewers from this address; try again in a minute.');
      const { participantId } = await siteViewerOf(ctx, eventId, pass);
      const visitor = visitorId ? visitorKey(visitorId) : null;
      const tokenId = newDocumentId();
      const day = dayKey(new Date());
      const dayPath = `${STREAM_VIEW_DAYS(eventId, streamId)}/${day}`;
      const who = { ...(participantId ? { participantId } : {}), ...(visitor ? { visitorKey: visitor } : {}) };
      await ctx.services.docs.runTransaction(async (tx) => {
        // Firestore's rule: every read of a transaction before its first write.
        const existing = await tx.get(dayPath);
        const streamDoc = await tx.get(STREAM(eventId, streamId));
        if (!streamDoc) throw notFound(NOT_AVAILABLE);
        const viewerKey = viewerKeyOf(participantId, visitor, tokenId);
        tx.set(`${VIEW_TOKENS(eventId)}/${tokenId}`, { streamID: streamId, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), time: 0, day, viewerKey, ...who });
        tx.set(`${ANALYTICS_COLLECTION(eventId)}/${tokenId}`, {
          type: 'watchTime',
          streamID: streamId,
          createdAt: serverTimestamp(),
          [WATCH_TIME_FIELD]: 0,
          ...(participantId ? { participantId } : {}),
        });
        if (existing) tx.update(dayPath, { views: increment(1) });
        else tx.set(dayPath, { day, views: 1, watchSeconds: 0 });
        tx.update(streamDoc.path, { views: increment(1) });
      });
      return { tokenId };
    },
  };
}

export const startWatching = createStartWatching();

/** Heartbeats per view token: a player reports every 30 s, and when its page hides or closes. */
export const HEARTBEATS_LIMIT: WindowSpec = { name: 'watch-heartbeats', limit: 10, windowMs: 60_000 };

export function createRecordWatch({ now = () => new Date() }: { now?: () => Date } = {}): ApiHandler<'recordWatch'> {
  return {
    access: 'public',
    async run({ eventId, tokenId, seconds }, ctx) {
      if (!isDocId('events', eventId) || !isDocId(VIEW_TOKENS(eventId), tokenId)) throw notFound('No such view.');
      const taken = await ctx.services.limits.takeAll([{ window: HEARTBEATS_LIMIT, key: `${eventId}:${tokenId}` }]);
      if (!taken.ok) throw new HttpError(429, 'resource-exhausted', 'This player reports too often; try again in a minute.');
      const tokenPath = `${VIEW_TOKENS(eventId)}/${tokenId}`;
      const time = await ctx.services.docs.runTransaction(async (tx) => {
        const at = now();
        const token = await tx.get(tokenPath);
        const streamId = token?.data.streamID;
        if (!token || typeof streamId !== 'string') throw notFound('No such view.');
        const last = token.data.updatedAt instanceof Date ? token.data.updatedAt.getTime() : at.getTime();
        const elapsed = Math.max(0, (at.getTime() - last) / 1000);
        const added = Math.round(Math.min(seconds, elapsed + REPORT_SLACK_SECONDS, MAX_REPORT_SECONDS) * 1000) / 1000;
        const total = (typeof token.data.time === 'number' ? token.data.time : 0) + added;
        const record = await tx.get(`${ANALYTICS_COLLECTION(eventId)}/${tokenId}`);
        const day = typeof token.data.day === 'string' && isDocId(STREAM_VIEW_DAYS(eventId, streamId), token.data.day) ? token.data.day : null;
        const dayDoc = day && added > 0 ? await tx.get(`${STREAM_VIEW_DAYS(eventId, streamId)}/${day}`) : null;
        const streamDoc = added > 0 ? await tx.get(STREAM(eventId, streamId)) : null;
        const participantId = typeof token.data.participantId === 'string' ? token.data.participantId : null;
        const participant = await activeParticipant(tx, eventId, participantId);
        // Watching keeps the visitor's session going: a reload after an hour's stream is the same session.
        const visitor = typeof token.data.visitorKey === 'string' ? await tx.get(visitorPath(eventId, token.data.visitorKey)) : null;
        tx.update(tokenPath, { time: total, updatedAt: at });
        if (record) tx.update(record.path, { [WATCH_TIME_FIELD]: total });
        if (dayDoc) tx.update(dayDoc.path, { watchSeconds: increment(added) });
        if (streamDoc) tx.update(streamDoc.path, { viewTime: increment(added) });
        if (visitor) tx.update(visitor.path, { lastSeenAt: at });
        noteActivity(tx, participant, { watchSeconds: added }, at);
        return total;
      });
      return { time };
    },
  };
}

export const recordWatch = createRecordWatch();
