import { Button, Flex, Tabs, Tag, Typography } from 'antd';
import { chatMessages, type Chat } from '@domain/chats/chat';
import { roleAtLeast } from '@domain/permissions/roles';
import { useBackend } from '@/lib/backend-context';
import { useEventRole } from '@/lib/access/event-role';
import { useToasts } from '@/ui/use-toasts';
import { useSetChatOnline } from '../api/set-chat-online';
import { ChatModeration } from './ChatModeration';
import { LogsPanel } from './LogsPanel';
import type { Variant } from './variant';

type Props = { eventId: string; chat: Chat; variant: Variant; onSwitchChat?: () => void };

/** The moderation panel of one chat: its Chat and Logs tabs (spec 001 section 2.7). */
export function ModerationPanel({ eventId, chat, variant, onSwitchChat }: Props) {
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {chat.title || 'Untitled chat'}
          </Typography.Title>
          <Tag color={chat.online ? 'green' : 'default'}>{chat.online ? 'Online' : 'Closed'}</Tag>
        </Flex>
        <Flex gap={8} wrap>
          {onSwitchChat && <Button onClick={onSwitchChat}>Switch chat</Button>}
          <OnlineToggle eventId={eventId} chat={chat} />
        </Flex>
      </Flex>
      <Tabs
        size={variant === 'tablet' ? 'large' : 'middle'}
        items={[
          { key: 'chat', label: 'Chat', children: <ChatModeration eventId={eventId} chat={chat} variant={variant} /> },
          { key: 'logs', label: 'Logs', children: <LogsPanel eventId={eventId} /> },
        ]}
      />
    </>
  );
}

/** Chats are updated by producers and owners only (spec 000 section 6): a link alone does not offer it. */
function OnlineToggle({ eventId, chat }: { eventId: string; chat: Chat }) {
  const backend = useBackend();
  const role = useEventRole(eventId, backend.auth.currentUser()?.uid ?? null);
  const toasts = useToasts();
  const setOnline = useSetChatOnline(eventId, chat.id, { onSuccess: () => toasts.success(chatMessages.chatUpdated), onError: (error) => toasts.failure(error) });
  if (!roleAtLeast(role.data ?? null, 'producer')) return null;
  return (
    <Button loading={setOnline.isPending} onClick={() => setOnline.mutate(!chat.online)}>
      {chat.online ? 'Close chat' : 'Open chat'}
    </Button>
  );
}
