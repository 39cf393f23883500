/** The stream form as antd holds it, and the form the stream calls take (domain/streams/stream-form). */
import dayjs, { type Dayjs } from 'dayjs';
import type { Stream, StreamType } from '@domain/streams/stream';
import type { StreamForm } from '@domain/streams/stream-form';

export type StreamFormValues = {
  title: string;
  description?: string;
  streamType?: StreamType;
  /** The meeting choice: 'yes' or 'no'. */
  videoStream?: 'yes' | 'no';
  chatID?: string | null;
  deckID?: string | null;
  thumbnail?: { url: string; name?: string } | null;
  date?: Dayjs | null;
};

/** A new stream is no meeting: most are sent from an encoder, and the choice was easy to miss (issue 30). */
export const newStreamValues: StreamFormValues = { title: '', streamType: 'default', videoStream: 'no' };

export function valuesOf(stream: Stream): StreamFormValues {
  return {
    title: stream.title,
    description: stream.description,
    streamType: stream.streamType,
    videoStream: stream.videoStream ? 'yes' : 'no',
    chatID: stream.chatID,
    deckID: stream.deckID,
    thumbnail: stream.thumbnail,
    date: stream.date ? dayjs(stream.date) : null,
  };
}

export function formOf(values: StreamFormValues): StreamForm {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    streamType: values.streamType ?? '',
    videoStream: values.videoStream === undefined ? null : values.videoStream === 'yes',
    chatID: values.chatID ?? null,
    deckID: values.deckID ?? null,
    thumbnail: values.thumbnail ?? null,
    date: values.date ? values.date.valueOf() : null,
  };
}
