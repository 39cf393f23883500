import { Alert, Col, Row, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { chatMessages, type Chat, type ChatMessage } from '@domain/chats/chat';
import { useChatMessages } from '../api/use-chat-messages';
import { useMutedSenders } from '../api/use-mutes';
import { moderationColumns } from '../model/moderation-message';
import { useReportAccessLoss } from './access-loss';
import { AcceptedColumn } from './AcceptedColumn';
import { Loading } from './Loading';
import { MessageList } from './MessageList';
import { MutedSenders } from './MutedSenders';
import type { Variant } from './variant';

type Props = { eventId: string; chat: Chat; variant: Variant };

/** The Chat tab: the inbox (and the presenter tab) beside the accepted column and the send box. */
export function ChatModeration({ eventId, chat, variant }: Props) {
  const messages = useChatMessages(eventId, chat.id);
  const mutes = useMutedSenders(eventId, chat.id);
  const lost = [useReportAccessLoss(messages), useReportAccessLoss(mutes)].some(Boolean);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);

  if (lost) return null;
  if (messages.status === 'error' || mutes.status === 'error') return <Alert type="error" showIcon role="alert" title={chatMessages.loadError} />;
  if (messages.status === 'pending' || mutes.status === 'pending') return <Loading label="Loading messages" />;

  const columns = moderationColumns(messages.data, mutes.data);
  const list = (items: ChatMessage[], label: string) => (
    <MessageList label={label} messages={items} eventId={eventId} chat={chat} mutedSenders={mutes.data} onReply={setReplyTo} />
  );
  // The tablet is always landscape: the two columns stay side by side; a desktop window may be narrow.
  const span = variant === 'tablet' ? { span: 12 } : { xs: 24, lg: 12 };

  return (
    <Row gutter={[24, 16]}>
      <Col {...span}>
        <Tabs
          size={variant === 'tablet' ? 'large' : 'middle'}
          items={[
            {
              key: 'inbox',
              label: (
                <span>
                  Inbox <Tag color={columns.inbox.length ? 'gold' : 'default'}>{columns.inbox.length} waiting</Tag>
                </span>
              ),
              children: list(columns.inbox, 'Inbox'),
            },
            ...(chat.presenterChat ? [{ key: 'presenter', label: 'Presenter', children: list(columns.presenter, 'Presenter messages') }] : []),
          ]}
        />
        <MutedSenders eventId={eventId} chatId={chat.id} mutedSenders={mutes.data} messages={messages.data} />
      </Col>
      <Col {...span}>
        <AcceptedColumn eventId={eventId} chatId={chat.id} replyTo={replyTo} onReplyDone={() => setReplyTo(null)} variant={variant}>
          {(fontSize) => (
            <MessageList
              label="Accepted messages"
              messages={columns.accepted}
              eventId={eventId}
              chat={chat}
              mutedSenders={mutes.data}
              onReply={setReplyTo}
              fontSize={fontSize}
            />
          )}
        </AcceptedColumn>
      </Col>
    </Row>
  );
}
