/**
 * What an encoder reports, written where the product reads it: the stream's fields (status,
 * live, master video), the latest event on the stream (the transcoder control reads it), a
 * webhook record, and a log entry when a source comes, goes or the encoder fails. The local
 * media server calls this directly; Wowza's webhooks reach it through a function. Events of a
 * transcoder no stream uses any more are dropped.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { SOURCE_STARTED, SOURCE_STOPPED, streamChangeFor, webhookPayload, type EncoderEvent } from '@domain/streams/encoder-events';
import { logTime } from '@domain/streams/log-time';
import { readStream, STREAM, STREAM_LOGS, TRANSCODERS, WEBHOOKS } from '@domain/streams/stream';
import { isDocId } from './resource-roles';
import type { AdminDocs } from './services';

function logTypeOf(event: EncoderEvent): string | null {
  if (event.objectType !== 'transcoder') return null;
  if (SOURCE_STARTED.includes(event.event)) return 'source_started';
  if (SOURCE_STOPPED.includes(event.event)) return 'source_stopped';
  return event.event === 'error' ? 'encoder_error' : null;
}

export async function applyEncoderEvent(docs: AdminDocs, event: EncoderEvent): Promise<void> {
  if (!isDocId(TRANSCODERS, event.transcoderId)) return;
  const route = await docs.get(`${TRANSCODERS}/${event.transcoderId}`);
  const eventId = route?.data.eventID;
  const streamId = route?.data.streamID;
  if (typeof eventId !== 'string' || typeof streamId !== 'string') return;
  await docs.runTransaction(async (tx) => {
    const doc = await tx.get(STREAM(eventId, streamId));
    if (!doc) return;
    const stream = readStream(doc.id, doc.data);
    // A recording outlives the transcoder on the stream (the studio clears wowzaID); other events do not.
    if (event.objectType === 'transcoder' && stream.wowzaID !== event.transcoderId) return;
    const payload = webhookPayload(event);
    tx.update(doc.path, { ...streamChangeFor(event), webhook: { ...payload, createdAt: serverTimestamp() }, updatedAt: serverTimestamp() });
    tx.set(`${WEBHOOKS(eventId)}/${newDocumentId()}`, { streamID: streamId, payload, createdAt: serverTimestamp() });
    const logType = logTypeOf(event);
    if (logType) {
      tx.set(`${STREAM_LOGS(eventId, streamId)}/${newDocumentId()}`, {
        type: logType,
        createdAt: serverTimestamp(),
        createdBy: 'encoder',
        time: logTime(event.at.getTime(), stream.startTimes),
        error: false,
        ...('message' in event && event.message ? { message: event.message } : {}),
      });
    }
  });
}
