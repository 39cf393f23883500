/**
 * The Chat block (issue 29): one of the event's chats as its audience sees it on the site: the
 * approved messages, newest first (spec 001 section 4.4), a moderator's labelled Admin and a
 * reply shown with the question it answers, live; beside them the Send Message box while the
 * chat takes messages from anyone. It reads through the site's backend, which a site that is not
 * open routes through the server with the viewer's pass (src/lib/site-audience-docs.ts).
 */
import { useId } from 'react';
import { CHATS, chatMessages } from '@domain/chats/chat';
import { publicMessagesQuery, replyingToLabel, toPublicMessage, type PublicMessage } from '@domain/chats/public-message';
import { readChat } from '@domain/chats/read-chat';
import type { Chat } from '@domain/chats/chat';
import { CHAT_BLOCK_DEFAULTS, type ComponentEditor } from '@domain/pages/component';
import { useLightLive } from '@/lib/light-live';
import { useSiteBackend } from '@/lib/site-backend';
import { useSiteServices } from '../site-services';
import { chatBlockTexts } from './chat-block-texts';
import { SendMessageBlock } from './SendMessageBlock';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function MessageItem({ message }: { message: PublicMessage }) {
  return (
    <li className="ed-chat-message">
      <p className="ed-chat-meta">
        <strong className={message.admin ? 'ed-chat-admin' : undefined}>{message.name}</strong>
        {message.createdAt && (
          <time className="ed-muted" dateTime={message.createdAt.toISOString()}>
            {time.format(message.createdAt)}
          </time>
        )}
      </p>
      {message.replyTo && (
        <blockquote className="ed-chat-question">
          {replyingToLabel(message.replyTo.name)} {message.replyTo.text}
        </blockquote>
      )}
      <p className="ed-chat-text">{message.text}</p>
    </li>
  );
}

function Messages({ eventId, chatId, headingId }: { eventId: string; chatId: string; headingId: string }) {
  const backend = useSiteBackend();
  const query = publicMessagesQuery(eventId, chatId);
  const messages = useLightLive<PublicMessage[]>(query.path, (onNext, onError) =>
    backend.docs.subscribeQuery(query, (snap) => onNext(snap.docs.map((doc) => toPublicMessage(doc.id, doc.data))), onError),
  );
  if (messages.status === 'pending') return <p role="status">{chatBlockTexts.loading}</p>;
  if (messages.status === 'error') return <p role="alert" className="ed-error">{chatMessages.loadError}</p>;
  if (messages.data.length === 0) return <p className="ed-muted">{chatMessages.noMessages}</p>;
  return (
    <ol className="ed-chat-messages" aria-labelledby={headingId}>
      {messages.data.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
}

/** The send box while the chat takes messages from the site's (signed-out) viewers; why not otherwise. */
function Composer({ chat, editor }: { chat: Chat; editor: ComponentEditor }) {
  if (!chat.online) return <p className="ed-muted">{chatMessages.chatClosed}</p>;
  if (chat.signIn) return <p className="ed-muted">{chatMessages.signInRequired}</p>;
  const { namePlaceholder, messagePlaceholder, buttonText, chatID } = editor;
  return <SendMessageBlock editor={{ namePlaceholder, messagePlaceholder, buttonText, chatID }} />;
}

function LiveChat({ eventId, chatId, editor }: { eventId: string; chatId: string; editor: ComponentEditor }) {
  const backend = useSiteBackend();
  const headingId = useId();
  const path = `${CHATS(eventId)}/${chatId}`;
  const chat = useLightLive<Chat | null>(path, (onNext, onError) => backend.docs.subscribeDoc(path, (snap) => onNext(snap.exists ? readChat(chatId, snap.data) : null), onError));
  if (chat.status === 'pending') return <p role="status">{chatBlockTexts.loading}</p>;
  if (chat.status === 'error') return <p role="alert" className="ed-error">{chatMessages.loadError}</p>;
  if (!chat.data) return <p className="ed-muted">{chatBlockTexts.missing}</p>;
  return (
    <div className="ed-chat">
      <section className="ed-chat-wall" aria-labelledby={headingId}>
        <h2 id={headingId}>{editor.title || chat.data.title || CHAT_BLOCK_DEFAULTS.title}</h2>
        <Messages eventId={eventId} chatId={chatId} headingId={headingId} />
      </section>
      <div className="ed-chat-send">
        <Composer chat={chat.data} editor={editor} />
      </div>
    </div>
  );
}

/** Loaded only on pages that have a Chat block (registry.tsx). */
export default function ChatBlock({ editor }: { editor: ComponentEditor }) {
  const { eventId } = useSiteServices();
  const chatId = editor.chatID ?? '';
  if (!chatId) return <p className="ed-muted">{chatBlockTexts.noChat}</p>;
  if (!eventId) return <p className="ed-muted">{chatBlockTexts.canvas}</p>;
  return <LiveChat key={chatId} eventId={eventId} chatId={chatId} editor={editor} />;
}
