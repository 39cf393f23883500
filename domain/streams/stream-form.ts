/**
 * The create and update form of a stream (spec 001 sections 2.3 and 5): title, type and meeting
 * required with their messages; description, chat, deck, poster and date optional; empty values
 * are stripped before saving. The modal and the server's createStream / updateStream check the
 * same rules.
 */
import { z } from 'zod';
import { STREAM_TYPES } from './stream';
import { streamMessages } from './stream-messages';

export const STREAM_TITLE_MAX_LENGTH = 200;
export const STREAM_DESCRIPTION_MAX_LENGTH = 5000;
/** The description shown in lists (spec 001 section 9). */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

const id = z.string().max(200);
const thumbnail = z.object({ url: z.string().max(2000), name: z.string().max(500).optional() }).strict();

/** What the form sends; the server measures the lengths, so a too-long value gets a clear message. */
export const streamFormSchema = z
  .object({
    title: z.string().max(STREAM_TITLE_MAX_LENGTH * 4),
    description: z.string().max(STREAM_DESCRIPTION_MAX_LENGTH * 4).optional(),
    streamType: z.string().max(50).optional(),
    videoStream: z.boolean().nullable().optional(),
    chatID: id.nullable().optional(),
    deckID: id.nullable().optional(),
    thumbnail: thumbnail.nullable().optional(),
    /** Milliseconds since the epoch; null clears the date. */
    date: z.number().int().nullable().optional(),
  })
  .strict();
export type StreamForm = z.input<typeof streamFormSchema>;

export type CheckedStreamForm = {
  title: string;
  streamType: (typeof STREAM_TYPES)[number]['value'];
  videoStream: boolean;
  description?: string;
  chatID?: string;
  deckID?: string;
  thumbnail?: { url: string; name?: string };
  date?: Date;
};

export type FormCheck = { ok: true; value: CheckedStreamForm } | { ok: false; field: keyof StreamForm; error: string };

/** The form's first failing rule, or the values to store with empty ones left out. */
export function checkStreamForm(form: z.output<typeof streamFormSchema>): FormCheck {
  const title = form.title.trim();
  if (!title) return { ok: false, field: 'title', error: streamMessages.titleRequired };
  if (title.length > STREAM_TITLE_MAX_LENGTH) return { ok: false, field: 'title', error: `The title can have at most ${STREAM_TITLE_MAX_LENGTH} characters.` };
  const type = STREAM_TYPES.find((t) => t.value === form.streamType);
  if (!type) return { ok: false, field: 'streamType', error: streamMessages.typeRequired };
  if (typeof form.videoStream !== 'boolean') return { ok: false, field: 'videoStream', error: streamMessages.meetingRequired };
  const description = form.description?.trim() ?? '';
  if (description.length > STREAM_DESCRIPTION_MAX_LENGTH) {
    return { ok: false, field: 'description', error: `The description can have at most ${STREAM_DESCRIPTION_MAX_LENGTH} characters.` };
  }
  const url = form.thumbnail?.url.trim() ?? '';
  if (url && !/^(https?:\/\/|\/)/i.test(url)) return { ok: false, field: 'thumbnail', error: 'The poster must be an http(s) address.' };
  return {
    ok: true,
    value: {
      title,
      streamType: type.value,
      videoStream: form.videoStream,
      ...(description ? { description } : {}),
      ...(form.chatID ? { chatID: form.chatID } : {}),
      ...(form.deckID ? { deckID: form.deckID } : {}),
      ...(url ? { thumbnail: { url, ...(form.thumbnail?.name ? { name: form.thumbnail.name } : {}) } } : {}),
      ...(typeof form.date === 'number' ? { date: new Date(form.date) } : {}),
    },
  };
}

/** A description as lists show it: cut at 100 characters, or the invitation to add one. */
export function descriptionPreview(description: string): string {
  const trimmed = description.trim();
  if (!trimmed) return streamMessages.noDescription;
  return trimmed.length > DESCRIPTION_PREVIEW_LENGTH ? `${trimmed.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : trimmed;
}
