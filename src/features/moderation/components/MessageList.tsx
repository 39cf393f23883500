import { Empty } from 'antd';
import { chatMessages, type Chat, type ChatMessage } from '@domain/chats/chat';
import { MessageCard } from './MessageCard';

type Props = {
  label: string;
  messages: ChatMessage[];
  eventId: string;
  chat: Chat;
  mutedSenders: ReadonlySet<string>;
  onReply: (message: ChatMessage) => void;
  fontSize?: number;
};

export function MessageList({ label, messages, eventId, chat, mutedSenders, onReply, fontSize }: Props) {
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={chatMessages.noMessages} />;
  // The list grows with the page, which has the only scroll bar: a list scrolling inside a
  // scrolling page left the last message's buttons out of reach on the tablet.
  return (
    <div role="region" aria-label={label}>
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
