import { Empty } from 'antd';
import { chatMessages, type Chat, type ChatMessage } from '@domain/chats/chat';
import { MessageCard } from './MessageCard';
import type { Variant } from './variant';

type Props = {
  label: string;
  messages: ChatMessage[];
  eventId: string;
  chat: Chat;
  mutedSenders: ReadonlySet<string>;
  variant: Variant;
  onReply: (message: ChatMessage) => void;
  fontSize?: number;
};

/** On the tablet each column scrolls on its own, so both stay in view on one screen. */
const tabletScroll = { maxHeight: 'calc(100vh - 300px)', overflowY: 'auto' } as const;

export function MessageList({ label, messages, eventId, chat, mutedSenders, variant, onReply, fontSize }: Props) {
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={chatMessages.noMessages} />;
  return (
    // Where it scrolls on its own it is focusable, so a keyboard can scroll it too.
    <div role="region" aria-label={label} {...(variant === 'tablet' ? { tabIndex: 0, style: tabletScroll } : {})}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard
              message={message}
              eventId={eventId}
              chat={chat}
              muted={Boolean(message.senderKey && mutedSenders.has(message.senderKey))}
              onReply={onReply}
              fontSize={fontSize}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
