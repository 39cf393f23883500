import { useId, useState, type FormEvent } from 'react';
import type { ComponentEditor } from '@domain/pages/component';
import { SEND_MESSAGE_DEFAULTS } from '@domain/pages/component';
import { useSiteServices } from '../site-services';

export const sendMessageTexts = {
  sent: 'Thank you, your message was sent.',
  noChat: 'This message box is not connected to a chat yet.',
  failed: 'Your message could not be sent. Please try again.',
  empty: 'Please write a message first.',
} as const;

type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/** A message box that writes into one of the event's chats (spec 002: title, placeholders, button text, chatID). */
export function SendMessageBlock({ editor }: { editor: ComponentEditor }) {
  const { sendMessage } = useSiteServices();
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const chatId = editor.chatID ?? '';
  const disabled = !sendMessage || chatId === '' || status.kind === 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sendMessage || chatId === '') return;
    if (text.trim() === '') return setStatus({ kind: 'error', message: sendMessageTexts.empty });
    setStatus({ kind: 'sending' });
    try {
      await sendMessage(chatId, name, text);
      setText('');
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error && error.message ? error.message : sendMessageTexts.failed });
    }
  }

  return (
    <form className="ed-send-message" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editor.title || SEND_MESSAGE_DEFAULTS.title}</h2>
      <label htmlFor={`${id}-name`} className="ed-sr-only">
        {editor.namePlaceholder || SEND_MESSAGE_DEFAULTS.namePlaceholder}
      </label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder={editor.namePlaceholder || SEND_MESSAGE_DEFAULTS.namePlaceholder} disabled={disabled} maxLength={100} />
      <label htmlFor={`${id}-text`} className="ed-sr-only">
        {editor.messagePlaceholder || SEND_MESSAGE_DEFAULTS.messagePlaceholder}
      </label>
      <textarea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} placeholder={editor.messagePlaceholder || SEND_MESSAGE_DEFAULTS.messagePlaceholder} disabled={disabled} rows={3} />
      <button type="submit" className="ed-button" disabled={disabled}>
        {editor.buttonText || SEND_MESSAGE_DEFAULTS.buttonText}
      </button>
      {chatId === '' && <p className="ed-muted">{sendMessageTexts.noChat}</p>}
      <p role="status" className={status.kind === 'error' ? 'ed-error' : 'ed-muted'}>
        {status.kind === 'sent' ? sendMessageTexts.sent : status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
