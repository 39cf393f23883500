import { Alert, Empty, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { chatMessages } from '@domain/chats/chat';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { usePresenterMessages } from '../api/use-presenter-session';

/** The messages moderators routed to the presenter, newest first (spec 001 sections 2.5 and 4.4). */
export function MessageWall({ eventId, chatId }: { eventId: string; chatId: string | null }) {
  const messages = usePresenterMessages(eventId, chatId);
  if (!chatId) return <Alert type="info" showIcon title="This stream has no chat." />;
  if (messages.status === 'error') return <ErrorAlert error={messages.error} />;
  if (messages.status === 'pending') return <Spin />;
  if (messages.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={chatMessages.noMessages} />;
  return (
    <ul aria-label="Messages for the presenter" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.data.map((m) => (
        <li key={m.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Typography.Text strong>{m.username}</Typography.Text>
          {m.at && <Typography.Text type="secondary"> {dayjs(m.at).format('HH:mm')}</Typography.Text>}
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.text}</Typography.Paragraph>
        </li>
      ))}
    </ul>
  );
}
