import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { chatMessages } from '@domain/chats/chat';
import { messageForError } from '@/lib/errors/error-catalogue';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { PageSpinner } from '@/ui/PageSpinner';
import { useToasts } from '@/ui/use-toasts';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useDeleteChat } from '../api/delete-chat';
import { useUpdateChat } from '../api/update-chat';
import type { ChatPermissions } from '../model/chat-permissions';
import type { ChatRow } from '../model/chat-row';
import { TableEmpty } from '@/ui/TableEmpty';

type Props = { eventId: string; chats: LiveState<ChatRow[]>; permissions: ChatPermissions; onEdit: (chat: ChatRow) => void };

const chatName = (chat: ChatRow) => chat.title || 'Untitled chat';

function YesNo({ value }: { value: boolean }) {
  return <Tag color={value ? 'green' : 'default'}>{value ? 'Yes' : 'No'}</Tag>;
}

/** The event's chats: settings at a glance; editing for producers, deleting for owners. */
export function ChatsTable({ eventId, chats, permissions, onEdit }: Props) {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const onError = (error: unknown) => toasts.failure(error);
  const update = useUpdateChat(eventId, { onSuccess: () => toasts.success(chatMessages.chatUpdated), onError });
  const remove = useDeleteChat(eventId, { onSuccess: () => toasts.success(chatMessages.chatDeleted), onError });

  if (chats.status === 'pending') return <PageSpinner label="Loading chats" />;
  if (chats.status === 'error') return <Alert type="error" showIcon role="alert" title={chatMessages.loadError} description={messageForError(chats.error)} />;

  const confirmDelete = (chat: ChatRow) =>
    modal.confirm({
      title: `Delete the chat ${chatName(chat)}?`,
      content: 'The chat disappears from the event and from moderation.',
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () => remove.mutate(chat.id),
    });

  const flag = (key: 'autoApprove' | 'presenterChat' | 'signIn' | 'emoji', title: string) => ({
    key,
    title,
    render: (_: unknown, chat: ChatRow) => <YesNo value={chat[key]} />,
  });

  const columns: TableColumnsType<ChatRow> = [
    { key: 'title', title: 'Title', render: (_, chat) => chatName(chat) },
    flag('autoApprove', 'Auto-approve'),
    flag('presenterChat', 'Presenter chat'),
    flag('signIn', 'Sign-in required'),
    flag('emoji', 'Emoji'),
    {
      key: 'online',
      title: 'Online',
      render: (_, chat) =>
        permissions.edit ? (
          <Switch
            checked={chat.online}
            aria-label={`Online: ${chatName(chat)}`}
            loading={update.isPending && update.variables?.chatId === chat.id}
            onChange={(online) => update.mutate({ chatId: chat.id, changes: { online } })}
          />
        ) : (
          <YesNo value={chat.online} />
        ),
    },
    { key: 'createdAt', title: 'Created', render: (_, chat) => (chat.createdAt ? dayjs(chat.createdAt).format('HH:mm - DD.MM.YYYY') : '') },
    {
      key: 'audience',
      title: 'Audience page',
      // The page the audience writes in, until the event site's "Send Message" block embeds it.
      render: (_, chat) => (
        <a href={`/chat/${encodeURIComponent(eventId)}/${encodeURIComponent(chat.id)}`} target="_blank" rel="noreferrer" aria-label={`Audience page of ${chatName(chat)} (opens in a new tab)`}>
          Open
        </a>
      ),
    },
  ];
  if (permissions.edit) {
    columns.push({
      key: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      // Pinned to the right edge: the settings columns scroll beneath it on narrow windows.
      fixed: 'right',
      render: (_, chat) => (
        <Space>
          <Button icon={<EditOutlined aria-hidden />} aria-label={`Edit ${chatName(chat)}`} onClick={() => onEdit(chat)}>
            Edit
          </Button>
          {permissions.createAndDelete && (
            <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${chatName(chat)}`} onClick={() => confirmDelete(chat)}>
              Delete
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <Table<ChatRow>
      rowKey="id"
      columns={columns}
      dataSource={chats.data}
      locale={{ emptyText: <TableEmpty>{chatMessages.noChats}</TableEmpty> }}
      pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
