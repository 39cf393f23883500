import { LockOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Flex } from 'antd';
import { Link } from 'react-router';
import { chatMessages } from '@domain/chats/chat';
import type { AuthUser } from '@/backend/port';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { StatusPanel } from '@/ui/StatusPanel';
import { useAudienceChat } from '../api/use-audience-chat';
import type { AudienceChat } from '../model/audience-chat';
import { audienceTexts } from '../model/audience-texts';
import { AudienceMessageForm } from './AudienceMessageForm';
import { AudienceMessageList } from './AudienceMessageList';

export type AudienceChatScreenProps = { eventId: string; chatId: string; user: AuthUser | null };

/**
 * The audience's page of one chat (issue 5, "The audience"): write a message, read the accepted
 * ones. Works signed out unless the chat requires sign-in; the page builder's "Send Message"
 * block is meant to reuse it.
 */
export function AudienceChatScreen({ eventId, chatId, user }: AudienceChatScreenProps) {
  const chat = useAudienceChat(eventId, chatId);
  useDocumentTitle(chat.status === 'success' && chat.data ? chat.data.title : 'Chat');

  if (chat.status === 'pending') return <PageSpinner label="Loading the chat" />;
  if (chat.status === 'error') return <ErrorAlert error={chat.error} />;
  if (!chat.data) return <StatusPanel icon={<QuestionCircleOutlined aria-hidden />} title={audienceTexts.noSuchChat} />;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <PageHeading>{chat.data.title || 'Chat'}</PageHeading>
      <Composer chat={chat.data} eventId={eventId} chatId={chatId} signedIn={user !== null} />
      <AudienceMessageList eventId={eventId} chatId={chatId} />
    </Flex>
  );
}

function Composer({ chat, eventId, chatId, signedIn }: { chat: AudienceChat; eventId: string; chatId: string; signedIn: boolean }) {
  if (!chat.online) return <Alert type="info" showIcon role="status" title={chatMessages.chatClosed} />;
  if (chat.signIn && !signedIn) {
    return (
      <StatusPanel
        icon={<LockOutlined aria-hidden />}
        title={chatMessages.signInRequired}
        extra={<Link to="/">{audienceTexts.signIn}</Link>}
      />
    );
  }
  return <AudienceMessageForm eventId={eventId} chatId={chatId} />;
}
