/** The block editors that pick something of the event: a stream, a video, presenters, a chat. */
import { Alert, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { CHAT_BLOCK_DEFAULTS, SEND_MESSAGE_DEFAULTS } from '@domain/pages/component';
import { messageForError } from '@/lib/errors/error-catalogue';
import { useEventChoices, type ChoiceKind } from '../../api/use-event-choices';
import { withEditor, type BlockEditorProps } from './editor-props';

const EMPTY: Record<ChoiceKind, string> = {
  streams: 'This event has no streams yet. The block shows "Stream offline" until one is chosen and live.',
  videos: 'This event has no videos yet. The block shows "Video not available" until one is chosen.',
  presenters: 'No presenters',
  chats: 'This event has no chats yet: create one on the Chats page.',
  polls: 'This event has no polls yet: create one on the Polls page.',
};

function ChoiceSelect({ eventId, kind, label, value, onChange }: { eventId: string; kind: ChoiceKind; label: string; value: string; onChange: (id: string) => void }) {
  const choices = useEventChoices(eventId, kind);
  if (choices.status === 'error') return <Alert type="error" showIcon title={messageForError(choices.error)} />;
  const options = (choices.data ?? []).map((c) => ({ value: c.id, label: c.label }));
  return (
    <Form.Item label={label} htmlFor={`block-${kind}`} extra={choices.status === 'success' && options.length === 0 ? EMPTY[kind] : undefined}>
      <Select id={`block-${kind}`} loading={choices.status === 'pending'} allowClear options={options} value={value || undefined} onChange={(id?: string) => onChange(id ?? '')} placeholder="Choose" />
    </Form.Item>
  );
}

/** Stream and Theater: the stream they play. */
export function StreamEditor({ eventId, component, onChange }: BlockEditorProps) {
  return <ChoiceSelect eventId={eventId} kind="streams" label="Stream" value={component.streamID} onChange={(streamID) => onChange({ ...component, streamID })} />;
}

/** Poll: the poll its voters answer (open while an operator has it active). */
export function PollEditor({ eventId, component, onChange }: BlockEditorProps) {
  return <ChoiceSelect eventId={eventId} kind="polls" label="Poll" value={component.editor.pollID ?? ''} onChange={(pollID) => onChange(withEditor(component, { pollID }))} />;
}

/** VOD: the video it plays. */
export function VodEditor({ eventId, component, onChange }: BlockEditorProps) {
  return <ChoiceSelect eventId={eventId} kind="videos" label="Video" value={component.vod} onChange={(vod) => onChange({ ...component, vod })} />;
}

/** Presenters (spec 002 section 2): a multi-select of the event's presenters, and a list style that is not saved. */
export function PresentersEditor({ eventId, component, onChange }: BlockEditorProps) {
  const choices = useEventChoices(eventId, 'presenters');
  const [style, setStyle] = useState<'rounded' | 'squared'>('rounded');
  const list = choices.data ?? [];
  return (
    <>
      <Form.Item label="Presenters" htmlFor="block-presenters" extra={choices.status === 'success' && list.length === 0 ? EMPTY.presenters : undefined}>
        <Select
          id="block-presenters"
          mode="multiple"
          loading={choices.status === 'pending'}
          options={list.map((c) => ({ value: c.id, label: c.detail ? `${c.label} (${c.detail})` : c.label }))}
          value={component.presenters.map((p) => p.id)}
          onChange={(ids: string[]) =>
            onChange({
              ...component,
              presenters: ids.map((id) => {
                const choice = list.find((c) => c.id === id);
                return { id, name: choice?.label ?? '', organisation: choice?.detail ?? '', thumbnail: choice?.thumbnail ?? '' };
              }),
            })
          }
        />
      </Form.Item>
      <Form.Item label="List style">
        <Radio.Group value={style} onChange={(e) => setStyle(e.target.value as 'rounded' | 'squared')} options={[{ value: 'rounded', label: 'Rounded' }, { value: 'squared', label: 'Squared' }]} />
      </Form.Item>
      <Typography.Paragraph type="secondary">The list style is not saved.</Typography.Paragraph>
    </>
  );
}

type TextKey = keyof typeof SEND_MESSAGE_DEFAULTS;

/** One of the message box's texts, shown with its default until edited. */
function TextField({ component, onChange, name, label, fallback }: Pick<BlockEditorProps, 'component' | 'onChange'> & { name: TextKey; label: string; fallback: string }) {
  return (
    <Form.Item label={label} htmlFor={`block-${name}`}>
      <Input id={`block-${name}`} value={component.editor[name] ?? fallback} maxLength={2000} onChange={(e) => onChange(withEditor(component, { [name]: e.target.value }))} />
    </Form.Item>
  );
}

/** The send box's placeholders and button text, shared by Send Message and Chat. */
function SendBoxFields({ component, onChange }: Pick<BlockEditorProps, 'component' | 'onChange'>) {
  return (
    <>
      <TextField component={component} onChange={onChange} name="namePlaceholder" label="Name placeholder" fallback={SEND_MESSAGE_DEFAULTS.namePlaceholder} />
      <TextField component={component} onChange={onChange} name="messagePlaceholder" label="Message placeholder" fallback={SEND_MESSAGE_DEFAULTS.messagePlaceholder} />
      <TextField component={component} onChange={onChange} name="buttonText" label="Button text" fallback={SEND_MESSAGE_DEFAULTS.buttonText} />
    </>
  );
}

/** Send Message (spec 002 section 2): title, placeholders, button text and the chat it writes into. */
export function SendMessageEditor({ eventId, component, onChange }: BlockEditorProps) {
  return (
    <>
      <TextField component={component} onChange={onChange} name="title" label="Title" fallback={SEND_MESSAGE_DEFAULTS.title} />
      <SendBoxFields component={component} onChange={onChange} />
      <ChoiceSelect eventId={eventId} kind="chats" label="Chat" value={component.editor.chatID ?? ''} onChange={(chatID) => onChange(withEditor(component, { chatID }))} />
    </>
  );
}

/** Chat (issue 29): which of the event's chats it shows, its heading, and the texts of its send box. */
export function ChatEditor({ eventId, component, onChange }: BlockEditorProps) {
  return (
    <>
      <ChoiceSelect eventId={eventId} kind="chats" label="Chat" value={component.editor.chatID ?? ''} onChange={(chatID) => onChange(withEditor(component, { chatID }))} />
      <TextField component={component} onChange={onChange} name="title" label="Title" fallback={CHAT_BLOCK_DEFAULTS.title} />
      <Typography.Paragraph type="secondary">The approved messages show newest first. The send box shows beside them while the chat is open and needs no sign-in.</Typography.Paragraph>
      <SendBoxFields component={component} onChange={onChange} />
    </>
  );
}
