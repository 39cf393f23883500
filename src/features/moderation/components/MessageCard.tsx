import { Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { chatMessages, type Chat, type ChatMessage } from '@domain/chats/chat';
import { useToasts } from '@/ui/use-toasts';
import { useModerateMessage } from '../api/moderate-message';
import { useMuteSender } from '../api/mute-sender';
import { availableActions, presenterLabel } from '../model/message-actions';
import { senderName } from '../model/moderation-message';
import { RejectButton } from './RejectButton';

type Props = { message: ChatMessage; eventId: string; chat: Chat; muted: boolean; onReply: (message: ChatMessage) => void; fontSize?: number };

/** Chat colours by sender (spec 001 section 6): Admin and exhibitor stand out. */
const nameColour = (message: ChatMessage) => (message.isOwner ? '#0958d9' : message.type === 'exhibitor' ? '#08979c' : undefined);

/** One message with the actions its type allows. Names and texts are always text, never markup. */
export function MessageCard({ message, eventId, chat, muted, onReply, fontSize }: Props) {
  const toasts = useToasts();
  const onError = (error: unknown) => toasts.failure(error);
  const moderate = useModerateMessage(eventId, chat, {
    onSuccess: (outcome) => {
      if (outcome === 'stale') toasts.warning(chatMessages.alreadyHandled);
    },
    onError,
  });
  const mute = useMuteSender(eventId, chat.id, { onError });
  const name = senderName(message);
  const act = (action: 'approve' | 'presenter' | 'reject') => moderate.mutate({ target: message, action });
  const actions = availableActions(chat, message.type);

  return (
    <article aria-label={`Message from ${name}`} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong style={{ color: nameColour(message) }}>
          {name}
        </Typography.Text>
        {message.createdAt && (
          <Typography.Text type="secondary">
            <time dateTime={message.createdAt.toISOString()}>{dayjs(message.createdAt).format('HH:mm')}</time>
          </Typography.Text>
        )}
        {message.type === 'presenter' && <Tag color="purple">Presenter</Tag>}
        {message.type === 'presenter-only' && <Tag color="purple">Presenter only</Tag>}
        {muted && <Tag color="red">Muted</Tag>}
      </Flex>
      {message.replyMessage && (
        <blockquote style={{ margin: '4px 0', paddingLeft: 8, borderLeft: '3px solid #d9d9d9', color: 'rgba(0, 0, 0, 0.62)' }}>
          {message.replyMessage.username}: {message.replyMessage.text}
        </blockquote>
      )}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0 8px', fontSize }}>{message.text}</Typography.Paragraph>
      <Flex gap={8} wrap>
        {actions.includes('approve') && (
          <Button type="primary" disabled={moderate.isPending} onClick={() => act('approve')}>
            Approve
          </Button>
        )}
        {actions.includes('presenter') && (
          <Button disabled={moderate.isPending} onClick={() => act('presenter')}>
            {presenterLabel(message.type)}
          </Button>
        )}
        <RejectButton disabled={moderate.isPending} onConfirm={() => act('reject')} />
        <Button onClick={() => onReply(message)}>Reply</Button>
        {message.senderKey && !message.isOwner && !muted && (
          <Button loading={mute.isPending} onClick={() => mute.mutate({ mute: message })}>
            Mute sender
          </Button>
        )}
      </Flex>
    </article>
  );
}
