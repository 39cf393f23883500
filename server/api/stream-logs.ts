/**
 * A stream's log entries (spec 001 sections 3 and 4.1): go_live, drop_live, end_live and
 * state_change, each at the stream time of the spec's formula (domain/streams/log-time). A
 * rehearsal writes none: its logs would be the show's.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { logTime } from '@domain/streams/log-time';
import { STREAM_LOGS, type StartTime } from '@domain/streams/stream';
import type { AdminTransaction } from './services';

export type LogType = 'go_live' | 'drop_live' | 'end_live' | 'state_change';

type LogEntry = { eventId: string; streamId: string; uid: string; type: LogType; startTimes: StartTime[]; error?: boolean; payload?: WriteData };

export function writeLog(tx: AdminTransaction, { eventId, streamId, uid, type, startTimes, error = false, payload }: LogEntry): void {
  tx.set(`${STREAM_LOGS(eventId, streamId)}/${newDocumentId()}`, {
    type,
    createdAt: serverTimestamp(),
    createdBy: uid,
    time: logTime(Date.now(), startTimes),
    error,
    ...(payload ? { payload } : {}),
  });
}
