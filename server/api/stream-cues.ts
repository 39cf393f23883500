/**
 * The server's one way of putting a cue in front of a stream's viewers (domain/livetool/
 * stream-cues): inside the caller's transaction, only while viewers are on air (never during a
 * rehearsal: domain/livetool/on-air), at the moment of the stream the action belongs to. The live
 * tool's slides and chapters go through it; so do polls and the presenter's slides.
 */
import type { DocData } from '@domain/documents/values';
import { viewersOnAir } from '@domain/livetool/on-air';
import { EMPTY_CUE_LOG, readCueLog, STREAM_CUES, withCue, type CueContent } from '@domain/livetool/stream-cues';
import { readStream, STREAM, STREAMS, type Stream } from '@domain/streams/stream';
import { newSecret } from '../auth/tokens';
import type { ApiContext } from './handler-types';
import type { AdminDoc, AdminDocs, AdminTransaction } from './services';
import { asksParticipant } from './site-passes';

/** What a cue call answers: whether viewers see it, and its place in the stream (seq, program date-time in ms). */
export type CueResult = { onAir: boolean; seq: number | null; at: number | null };

export const OFF_AIR: CueResult = { onAir: false, seq: null, at: null };

/**
 * Where in the stream an action taken now belongs: the encoder's program date-time of what the
 * source sends now; the wall clock where the encoder cannot tell (it has not written a segment
 * since it started), which ffmpeg's program date-time follows within its start-up delay. Read it
 * before the transaction: a transaction that runs again keeps the moment the operator acted at.
 */
export function programNow(ctx: ApiContext, wowzaID: string | null): number {
  const now = Date.now();
  return (wowzaID && ctx.services.encoder?.programTime(wowzaID, now)) || now;
}

/**
 * Adds a cue to the stream's log when its viewers are on air. It reads the log: call it among the
 * transaction's reads, before its first write (Firestore's rule). `stream` is the stream as read
 * in this transaction.
 */
export async function publishCue(tx: AdminTransaction, eventId: string, stream: Stream, content: CueContent, programTime: number): Promise<CueResult> {
  if (!viewersOnAir(stream)) return OFF_AIR;
  const path = STREAM_CUES(eventId, stream.id, stream.cueKey);
  const { log, cue } = withCue(readCueLog((await tx.get(path))?.data), content, programTime);
  tx.set(path, { ...log, onAir: true } as unknown as DocData);
  return { onAir: true, seq: cue.seq, at: cue.at };
}

/**
 * Tells open viewers' pages that they are on air or no longer (`stream` as this transaction
 * leaves it), so they ask for the video again at once. Reads the log: call it among the
 * transaction's reads, before its first write.
 */
export async function announceOnAir(tx: AdminTransaction, eventId: string, stream: Stream): Promise<void> {
  const path = STREAM_CUES(eventId, stream.id, stream.cueKey);
  const stored = await tx.get(path);
  const onAir = viewersOnAir(stream);
  if (readCueLog(stored?.data).onAir === onAir) return;
  if (stored) tx.update(path, { onAir });
  else tx.set(path, { ...EMPTY_CUE_LOG, onAir } as unknown as DocData);
}

export type CueKeyRotation = { stream: Stream; log: AdminDoc | null }[];

/**
 * The event's streams and their cue logs, to give each a new cue key (rotateCueKeys): read among
 * the transaction's reads. `docs` lists the streams first (a transaction reads documents by path).
 */
export async function readCueKeyRotation(docs: AdminDocs, tx: AdminTransaction, eventId: string): Promise<CueKeyRotation> {
  const rotation: CueKeyRotation = [];
  for (const listed of await docs.list({ path: STREAMS(eventId) })) {
    const doc = await tx.get(listed.path);
    if (!doc) continue;
    const stream = readStream(doc.id, doc.data);
    rotation.push({ stream, log: await tx.get(STREAM_CUES(eventId, stream.id, stream.cueKey)) });
  }
  return rotation;
}

/**
 * What removing or disabling a participant asks of the cue logs: on a site that lets viewers in as
 * participants, every viewer of a stream reads its log by one key, so only a new key ends the
 * removed one's reading at once (the others' players ask watchStream again as they do when the
 * protection changes). Read among the transaction's reads; apply with rotateCueKeys.
 */
export async function readRemovalRotation(docs: AdminDocs, tx: AdminTransaction, eventId: string): Promise<CueKeyRotation> {
  const event = await tx.get(`events/${eventId}`);
  return event && asksParticipant(event.data) ? readCueKeyRotation(docs, tx, eventId) : [];
}

/**
 * Moves every stream's cue log to a new cue key (256 random bits), which only watchStream hands
 * out again: a change of the site's protection ends the reading of every viewer let in before.
 */
export function rotateCueKeys(tx: AdminTransaction, eventId: string, rotation: CueKeyRotation): void {
  for (const { stream, log } of rotation) {
    const cueKey = newSecret();
    tx.update(STREAM(eventId, stream.id), { cueKey });
    if (!log) continue;
    tx.set(STREAM_CUES(eventId, stream.id, cueKey), log.data);
    tx.delete(log.path);
  }
}
