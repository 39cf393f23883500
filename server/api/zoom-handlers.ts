/**
 * The Zoom meeting calls (spec 001 sections 2.9, 3, 5 and 8): owners add and remove the event's
 * meetings. The server checks the topic and the meeting id (stored as its digits) and builds the join link from
 * the id and the optional password (spec 001 section 7), so a stored link always matches them.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { joinLink, normalizeMeetingId, readZoomMeeting, ZOOM_MEETING, ZOOM_MEETINGS, zoomMessages, zoomProblem } from '@domain/zoom/zoom-meeting';
import { invalidArgument, notFound } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { isDocId } from './resource-roles';

export const addZoomMeeting: ApiHandler<'addZoomMeeting'> = {
  access: 'signed-in',
  async run({ eventId, meeting }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    const fields = { topic: meeting.topic.trim(), meetingId: normalizeMeetingId(meeting.meetingId), password: meeting.password };
    const problem = zoomProblem(fields);
    if (problem) throw invalidArgument(problem);
    const id = newDocumentId();
    await docs.runTransaction(async (tx) =>
      tx.set(ZOOM_MEETING(id), { ...fields, joinLink: joinLink(fields.meetingId, fields.password), resource: eventId, createdAt: serverTimestamp(), createdBy: auth!.uid }),
    );
    return { meetingId: id };
  },
};

export const deleteZoomMeeting: ApiHandler<'deleteZoomMeeting'> = {
  access: 'signed-in',
  async run({ eventId, meetingId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    await docs.runTransaction(async (tx) => {
      const doc = isDocId(ZOOM_MEETINGS, meetingId) ? await tx.get(ZOOM_MEETING(meetingId)) : null;
      // Another event's meeting is answered as missing: its id tells nothing.
      if (!doc || readZoomMeeting(doc.id, doc.data).resource !== eventId) throw notFound(zoomMessages.noMeeting);
      tx.delete(doc.path);
    });
    return {};
  },
};
