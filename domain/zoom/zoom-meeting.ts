/**
 * The event's Zoom meetings (spec 001 sections 2.9, 3, 5 and 7): a topic, the numeric meeting id
 * and an optional password, from which the join link is built. They are kept top-level, tied to
 * their event by `resource`. The server checks every add with these rules.
 */
import { z } from 'zod';

export const ZOOM_MEETINGS = 'zoomMeetings';
export const ZOOM_MEETING = (meetingId: string) => `${ZOOM_MEETINGS}/${meetingId}`;

/** meetingIdMaxLength counts digits; the field takes the id as invitations print it, with separators. */
export const zoomLimits = { topicMaxLength: 200, meetingIdMaxLength: 13, meetingIdInputMaxLength: 32, passwordMaxLength: 64 } as const;

export const zoomMessages = {
  topicRequired: 'Please give a topic for the meeting',
  meetingIdRule: 'The meeting id is the number of the invitation: digits, with spaces or hyphens between them if you like',
  empty: 'Currently the event has no Zoom meetings',
  added: 'Meeting was successfully added!',
  removed: 'Meeting was successfully removed!',
  removeFailed: 'Error removing meeting',
  deleteConfirm: 'Are you sure you want to remove this meeting?',
  noMeeting: 'This meeting no longer exists.',
  notLive: 'Zoom meetings can be activated and hidden only while the stream is live.',
  rehearsal: 'Zoom meetings are not activated during a rehearsal: they are for the viewers, who see none of it.',
} as const;

/**
 * The meeting id's digits. Invitations print ids grouped ("123 4567 8901", "123-456-789"), and
 * organisers paste them so: spaces and dashes are dropped, where spec 001 section 5 refused a
 * hyphen (issue 30 point 12).
 */
export const normalizeMeetingId = (meetingId: string): string => meetingId.replace(/[\s\-\u2010-\u2015\u2212]/gu, '');
/** Set meeting is disabled while the id is empty (spec 001 section 5). */
export const meetingIdBlocksSubmit = (meetingId: string): boolean => normalizeMeetingId(meetingId) === '';
/** Zoom meeting ids are 9 to 11 digits today; any run of digits up to 13 is taken. */
export const isMeetingId = (meetingId: string): boolean => /^\d{1,13}$/.test(meetingId);

export const zoomInputSchema = z
  .object({
    topic: z.string().max(zoomLimits.topicMaxLength, `A topic can be at most ${zoomLimits.topicMaxLength} characters.`),
    meetingId: z.string().max(zoomLimits.meetingIdInputMaxLength, zoomMessages.meetingIdRule),
    password: z.string().max(zoomLimits.passwordMaxLength, `A password can be at most ${zoomLimits.passwordMaxLength} characters.`),
  })
  .strict();
export type ZoomInput = z.infer<typeof zoomInputSchema>;

export function zoomProblem(input: ZoomInput): string | null {
  if (input.topic.trim() === '') return zoomMessages.topicRequired;
  return isMeetingId(normalizeMeetingId(input.meetingId)) ? null : zoomMessages.meetingIdRule;
}

/** Spec 001 section 7: the join link from the meeting id and the optional password. */
export function joinLink(meetingId: string, password: string): string {
  const base = `https://zoom.us/j/${encodeURIComponent(meetingId)}`;
  return password === '' ? base : `${base}?pwd=${encodeURIComponent(password)}`;
}

export type ZoomMeeting = { id: string; topic: string; meetingId: string; password: string; joinLink: string; createdAt: Date | null; resource: string };

export function readZoomMeeting(id: string, data: Record<string, unknown> | null | undefined): ZoomMeeting {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  const meetingId = s(data?.meetingId);
  const password = s(data?.password);
  return {
    id,
    topic: s(data?.topic),
    meetingId,
    password,
    // Built here, not trusted from the stored field: the link always matches the id and password.
    joinLink: isMeetingId(meetingId) ? joinLink(meetingId, password) : '',
    createdAt: data?.createdAt instanceof Date ? data.createdAt : null,
    resource: s(data?.resource),
  };
}
