import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { chatMessages } from '@domain/chats/chat';
import { replyingToLabel, type PublicMessage } from '@domain/chats/public-message';
import { PageSpinner } from '@/ui/PageSpinner';
import { usePublicMessages } from '../api/use-public-messages';
import { audienceTexts } from '../model/audience-texts';

/**
 * The chat's accepted messages, newest first; a moderator's reply shows the question it answers.
 * Names and texts are rendered as text, never as markup.
 */
export function AudienceMessageList({ eventId, chatId }: { eventId: string; chatId: string }) {
  const messages = usePublicMessages(eventId, chatId);
  return (
    <section aria-labelledby="audience-messages-heading">
      <Typography.Title level={2} id="audience-messages-heading" style={{ fontSize: 18 }}>
        {audienceTexts.messagesHeading}
      </Typography.Title>
      {messages.status === 'pending' ? (
        <PageSpinner label="Loading messages" />
      ) : messages.status === 'error' ? (
        <Alert type="error" showIcon role="alert" title={chatMessages.loadError} />
      ) : messages.data.length === 0 ? (
        <Typography.Text type="secondary">{chatMessages.noMessages}</Typography.Text>
      ) : (
        <ol aria-labelledby="audience-messages-heading" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: PublicMessage }) {
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Typography.Text strong>{message.name}</Typography.Text>
      {message.createdAt && (
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          <time dateTime={message.createdAt.toISOString()}>{dayjs(message.createdAt).format('HH:mm')}</time>
        </Typography.Text>
      )}
      {message.replyTo && (
        <blockquote style={{ margin: '4px 0 0', padding: '2px 8px', borderInlineStart: '3px solid #d9d9d9', color: 'rgba(0, 0, 0, 0.65)', overflowWrap: 'anywhere' }}>
          {replyingToLabel(message.replyTo.name)} {message.replyTo.text}
        </blockquote>
      )}
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography.Paragraph>
    </li>
  );
}
