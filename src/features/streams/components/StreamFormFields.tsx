import { Form, Input, Radio, Select } from 'antd';
import { STREAM_DESCRIPTION_MAX_LENGTH, STREAM_TITLE_MAX_LENGTH } from '@domain/streams/stream-form';
import { STREAM_TYPES, DEFAULT_STREAMING_SERVICE } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { DateTimeField } from '@/ui/DateTimeField';
import { useEventChoices } from '../api/use-event-choices';
import { PosterField } from './PosterField';

const typeOptions = STREAM_TYPES.map((t) => ({ value: t.value, label: t.label }));
const serviceOptions = [DEFAULT_STREAMING_SERVICE, 'youtube', 'vimeo', 'mixer', 'twitch'].map((value) => ({ value, label: value === DEFAULT_STREAMING_SERVICE ? 'EventDesk' : value }));

// Spec 001 sections 2.1 and 4: a meeting stream is a video meeting of its speakers, streamed out
// from the meeting room; the live tool then has a Meeting tab and a Start/Stop Streaming toggle.
const MEETING_HELP = 'Yes: the speakers meet in a video meeting room that is streamed to the viewers. No: you send the stream from an encoder (OBS, vMix...).';

/**
 * The stream's fields (spec 001 sections 2.3, 3 and 5): title, type and meeting required with
 * their messages; description, chat, deck and poster optional; the date on the stream page. The
 * streaming service is shown but cannot be changed, as the spec has it.
 */
export function StreamFormFields({ eventId, withDate = false, disabled = false }: { eventId: string; withDate?: boolean; disabled?: boolean }) {
  const { chats, decks } = useEventChoices(eventId);
  return (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: streamMessages.titleRequired }]}>
        <Input maxLength={STREAM_TITLE_MAX_LENGTH} disabled={disabled} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={STREAM_DESCRIPTION_MAX_LENGTH} disabled={disabled} />
      </Form.Item>
      <Form.Item name="streamType" label="Type" rules={[{ required: true, message: streamMessages.typeRequired }]}>
        <Select options={typeOptions} disabled={disabled} />
      </Form.Item>
      <Form.Item name="videoStream" label="Meeting" extra={MEETING_HELP} rules={[{ required: true, message: streamMessages.meetingRequired }]}>
        <Radio.Group disabled={disabled} options={[{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]} />
      </Form.Item>
      <Form.Item name="chatID" label="Chat">
        <Select allowClear options={chats.choices} loading={chats.loading} placeholder="No chat" disabled={disabled} notFoundContent="The event has no chats" />
      </Form.Item>
      <Form.Item name="deckID" label="Deck">
        <Select allowClear options={decks.choices} loading={decks.loading} placeholder="No deck" disabled={disabled} notFoundContent="The event has no decks" />
      </Form.Item>
      {withDate && (
        <Form.Item name="date" label="Date">
          <DateTimeField disabled={disabled} />
        </Form.Item>
      )}
      {withDate && (
        <Form.Item label="Streaming service">
          <Select value={DEFAULT_STREAMING_SERVICE} options={serviceOptions} disabled aria-label="Streaming service" />
        </Form.Item>
      )}
      <Form.Item name="thumbnail" label="Poster">
        {disabled ? <PosterPreview /> : <PosterField eventId={eventId} />}
      </Form.Item>
    </>
  );
}

function PosterPreview({ value }: { value?: { url: string; name?: string } | null }) {
  return value?.url ? <img src={value.url} alt="Poster" width={160} style={{ borderRadius: 4 }} /> : <span>No poster</span>;
}
