import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { chatMessages, type Chat } from '@domain/chats/chat';
import { useChats } from '../api/use-chats';
import { moderationTexts } from '../model/moderation-texts';
import { useReportAccessLoss } from './access-loss';
import { Loading } from './Loading';
import { ModerationPanel } from './ModerationPanel';
import type { Variant } from './variant';

/** Spec 001 section 2.7: a chat is picked when there are several; the only one opens at once. */
export function ChatChooser({ eventId, variant }: { eventId: string; variant: Variant }) {
  const chats = useChats(eventId);
  const lost = useReportAccessLoss(chats);
  const [pickedId, setPickedId] = useState<string | null>(null);

  if (lost) return null;
  if (chats.status === 'pending') return <Loading label="Loading chats" />;
  if (chats.status === 'error') return <Alert type="error" showIcon role="alert" title={chatMessages.loadError} />;
  if (chats.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={chatMessages.noChats} />;

  const chat = chats.data.length === 1 ? chats.data[0] : chats.data.find((c) => c.id === pickedId);
  if (!chat) return <ChatPicker chats={chats.data} onPick={setPickedId} />;
  return <ModerationPanel eventId={eventId} chat={chat} variant={variant} onSwitchChat={chats.data.length > 1 ? () => setPickedId(null) : undefined} />;
}

function ChatPicker({ chats, onPick }: { chats: Chat[]; onPick: (chatId: string) => void }) {
  return (
    <nav aria-labelledby="moderation-pick-chat">
      <Typography.Title level={2} id="moderation-pick-chat" style={{ fontSize: 20 }}>
        {moderationTexts.pickChat}
      </Typography.Title>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 480 }}>
        {chats.map((chat) => (
          <li key={chat.id}>
            <Button block size="large" onClick={() => onPick(chat.id)}>
              {chat.title || 'Untitled chat'}
            </Button>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
